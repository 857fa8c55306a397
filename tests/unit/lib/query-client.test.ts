// The mutation template's success toast comes after the queries the write made stale have refetched, so
// the confirmation and the fresh data (and a form clearing in the screen's onSuccess) arrive together.
// A list page past the end (416 PGRST103) is neither retried nor toasted: the DataTable handles it.
// A query that failed for want of a connection asks again by itself (an API restart, a dropped network);
// a refusal does not.
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/lib/query/query-client';
import { RECONNECT_MS } from '@/lib/query/reconnect';
import * as toasts from '@/lib/toast';

describe('query client', () => {
  it('shows the success toast only once the invalidated queries have refetched', async () => {
    const toast = vi.spyOn(toasts, 'toast');
    const client = createQueryClient();
    let release: () => void = () => {};
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['cosas'],
      queryFn: () => {
        calls += 1;
        return calls === 1 ? 'vieja' : new Promise<string>((resolve) => (release = () => resolve('nueva')));
      },
      meta: { reads: ['documents'] },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('vieja'));

    const mutation = new MutationObserver(client, {
      mutationFn: async () => 'ok',
      meta: { writes: ['documents'], successToast: { title: 'Guardado' } },
    });
    const done = mutation.mutate();
    await vi.waitFor(() => expect(calls).toBe(2));
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Guardado' }));
    release();
    await done;
    expect(observer.getCurrentResult().data).toBe('nueva');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', title: 'Guardado' }));
    unsubscribe();
  });

  /** Runs one query that always fails with `error` (default retries) and says how often it was asked. */
  async function failingQuery(error: Error) {
    const client = createQueryClient();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['lista', error.message],
      queryFn: () => {
        calls += 1;
        return Promise.reject(error);
      },
      retryDelay: 0,
      meta: { reads: [], errorToast: { title: 'Error de Carga' } },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    unsubscribe();
    return calls;
  }

  const pgrst = (details: string) =>
    Object.assign(new Error('Requested range not satisfiable'), { code: 'PGRST103', details });

  it('neither retries nor toasts a page past the end of a list (416 PGRST103)', async () => {
    const toast = vi.spyOn(toasts, 'toast');
    toast.mockClear();
    expect(await failingQuery(pgrst('An offset of 40 was requested, but there are only 39 rows.'))).toBe(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('still retries and toasts any other error, a negative limit (PGRST103 too) included', async () => {
    const toast = vi.spyOn(toasts, 'toast');
    toast.mockClear();
    expect(await failingQuery(Object.assign(new Error('boom'), { code: 'XX000' }))).toBe(2);
    expect(await failingQuery(pgrst('Limit should be greater than or equal to zero.'))).toBe(2);
    expect(toast).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'destructive', title: 'Error de Carga' }),
    );
  });

  it.each([
    { error: { message: 'TypeError: Failed to fetch', code: '' }, interval: RECONNECT_MS },
    { error: new TypeError('NetworkError when attempting to fetch resource.'), interval: RECONNECT_MS },
    { error: { message: 'permission denied', code: '42501' }, interval: false },
  ])('after failing with $error.message, asks again every $interval ms', async ({ error, interval }) => {
    vi.spyOn(toasts, 'toast');
    const client = createQueryClient();
    const observer = new QueryObserver(client, {
      queryKey: ['caida', error.message],
      queryFn: () => Promise.reject(error),
      retry: false,
      meta: { reads: ['documents'] },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    const query = client.getQueryCache().find({ queryKey: ['caida', error.message] })!;
    const refetchInterval = client.getDefaultOptions().queries?.refetchInterval;
    expect(typeof refetchInterval === 'function' ? refetchInterval(query) : refetchInterval).toBe(interval);
    unsubscribe();
  });
});
