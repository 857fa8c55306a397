import { describe, expect, it, vi } from 'vitest';

import { loadOnce } from '@/lib/load-once';

describe('loadOnce', () => {
  it('downloads once: every caller gets the same promise and module', async () => {
    const module = { name: 'menú' };
    const load = vi.fn(() => Promise.resolve(module));
    const get = loadOnce(load);
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toBe(module);
    await expect(get()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so the next call tries again', async () => {
    const module = { name: 'menú' };
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(module);
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toBe(module);
    await expect(get()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
