// The mutation template's success toast comes after the queries the write made stale have refetched, so
// the confirmation and the fresh data (and a form clearing in the screen's onSuccess) arrive together.
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import * as toasts from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query/query-client';

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
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('vieja'));

    const mutation = new MutationObserver(client, {
      mutationFn: async () => 'ok',
      meta: { invalidates: [['cosas']], successToast: { title: 'Guardado' } },
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
});
