// Caches follow the data: a settled mutation refetches the queries that read a table it wrote, whichever
// feature owns them, and leaves every other query alone; a write to an audited table refreshes the audit
// trail too.
import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { createQueryClient, type TableName } from '@/lib/query/query-client';
import type { ReadSource } from '@/lib/query/tables';

/** A watched query that counts its fetches. */
function counted(client: QueryClient, key: string, reads: ReadSource[]) {
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: () => ++calls,
    meta: { reads },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { calls: () => calls, unsubscribe };
}

async function settle(client: QueryClient, writes: TableName[], fail = false) {
  const mutation = new MutationObserver(client, {
    mutationFn: () => (fail ? Promise.reject(new Error('no')) : Promise.resolve()),
    meta: { writes },
  });
  await mutation.mutate().catch(() => {});
}

describe('invalidation by table', () => {
  it('refetches only the queries that read a written table, in any feature', async () => {
    const client = createQueryClient();
    const invoices = counted(client, 'billing', ['invoices', 'companies']);
    const contacts = counted(client, 'directory', ['directory_entries']);
    await expect.poll(() => invoices.calls() + contacts.calls()).toBe(2);

    await settle(client, ['companies']);
    await expect.poll(invoices.calls).toBe(2);
    expect(contacts.calls()).toBe(1);

    await settle(client, []);
    expect(invoices.calls()).toBe(2);
    expect(contacts.calls()).toBe(1);
    invoices.unsubscribe();
    contacts.unsubscribe();
  });

  it('refetches a query that reads a view when a table behind the view is written', async () => {
    const client = createQueryClient();
    const progress = counted(client, 'progress', ['course_progress']);
    await expect.poll(progress.calls).toBe(1);
    await settle(client, ['document_types']);
    expect(progress.calls()).toBe(1);
    await settle(client, ['quiz_attempts']);
    await expect.poll(progress.calls).toBe(2);
    progress.unsubscribe();
  });

  it('leaves the lists as they are after a failed mutation (its error toast is what the person reads)', async () => {
    const client = createQueryClient();
    const contacts = counted(client, 'directory', ['directory_entries']);
    await expect.poll(contacts.calls).toBe(1);
    await settle(client, ['directory_entries'], true);
    await settle(client, ['companies']);
    expect(contacts.calls()).toBe(1);
    contacts.unsubscribe();
  });

  it('refreshes the audit trail after a write to an audited table, not after a mutation that writes none', async () => {
    const client = createQueryClient();
    const audit = counted(client, 'audit', ['audit_log']);
    await expect.poll(audit.calls).toBe(1);
    await settle(client, []);
    expect(audit.calls()).toBe(1);
    await settle(client, ['invoices']);
    await expect.poll(audit.calls).toBe(2);
    audit.unsubscribe();
  });
});
