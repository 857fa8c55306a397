// Progress throttling: the first value at once, then at most one per interval, and never a stale last one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { everySoOften } from '@/lib/files/every-so-often';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('everySoOften', () => {
  it('passes the first value at once and then only the latest one per interval', () => {
    const seen: number[] = [];
    const progress = everySoOften(100, (n: number) => seen.push(n));
    progress.push(1);
    expect(seen).toEqual([1]);
    for (let n = 2; n <= 50; n += 1) progress.push(n);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([1, 50]);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([1, 50]);
    progress.push(51);
    expect(seen).toEqual([1, 50, 51]);
  });

  it('drops a waiting value when cancelled', () => {
    const seen: number[] = [];
    const progress = everySoOften(100, (n: number) => seen.push(n));
    progress.push(1);
    progress.push(2);
    progress.cancel();
    vi.advanceTimersByTime(500);
    expect(seen).toEqual([1]);
  });
});
