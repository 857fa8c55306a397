import { describe, expect, it } from 'vitest';

import { derivedId } from '@/lib/insert-once';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('derivedId', () => {
  it('is a UUID, the same for the same submission and name, and different otherwise', async () => {
    const submission = '0b7c2a4e-5f1d-4a8e-9c3b-2d6f8e1a7b90';
    const first = await derivedId(submission, 'option-0');
    expect(first).toMatch(UUID);
    expect(await derivedId(submission, 'option-0')).toBe(first);
    expect(await derivedId(submission, 'option-1')).not.toBe(first);
    expect(await derivedId('1c8d3b5f-6a2e-4b9f-8d4c-3e7a9f2b8ca1', 'option-0')).not.toBe(first);
  });
});
