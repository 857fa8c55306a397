import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';

import '@/lib/zod-config';

describe('zod without its eval compiler', () => {
  it('is the configuration zod itself reads', () => {
    expect(config().jitless).toBe(true);
  });
});
