// The one QueryClient. Errors and success notices reach the user here, driven by each query's or
// mutation's `meta`, so screens never turn a failed request into a toast themselves. Caches follow the
// data: every query names the tables it reads (`meta.reads`), every mutation the tables it writes
// (`meta.writes`), and after a mutation succeeds every query reading one of those tables is refetched,
// whichever feature owns it.
//
// Faults: a request that gets no answer fails at once, whether or not the browser believes it is online
// (networkMode 'always'): a form then says so and keeps what was typed, instead of waiting silently for a
// connection, and a screen shows its error block. A query that failed for want of a connection asks
// again every RECONNECT_MS while its screen is open, and when the browser comes back online: an open
// page recovers by itself once the API is back (a restart, a dropped network), without a reload.
//
// The audit trail is the one table written by a trigger that mutations do not name: the database audits
// every write to the tables in AUDITED_TABLES (./tables.ts), so a write to any of them also makes the audit screen's
// query (which reads audit_log) stale. Keep the list with the audit triggers of supabase/migrations.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { dataErrorText, isConnectionError } from '@/lib/errors';
import { isPastEnd } from '@/lib/query/past-end';
import { StaleWriteError } from '@/lib/stale-write';
import { toast } from '@/lib/toast';

import { RECONNECT_MS } from './reconnect';
import { tablesRead, writtenTables, type ReadSource, type TableName } from './tables';

export type { TableName };

/** A toast text: fixed, or computed from what the operation returned, received or failed with. */
type Text<Args extends unknown[]> = string | ((...args: Args) => string);

export type QueryToastMeta = {
  /** The tables and views this query reads: a write to any of them (or behind them) makes it stale. */
  reads: readonly ReadSource[];
  /** Shown once per failed fetch (after retries). The description defaults to the server's cause. */
  errorToast?: { title: string; description?: Text<[error: unknown]> };
};

export type MutationToastMeta = {
  errorToast?: { title: string; description?: Text<[error: unknown, variables: unknown]> };
  successToast?: { title: string; description?: Text<[data: unknown, variables: unknown]> };
  /** The tables this mutation writes (also through triggers and definer functions); [] for none. */
  writes: readonly TableName[];
};

/** Marks stale every query that reads one of the tables written, directly or through a view. */
export function invalidateTables(client: QueryClient, writes: readonly TableName[]) {
  if (writes.length === 0) return Promise.resolve();
  const written = writtenTables(writes);
  return client.invalidateQueries({
    predicate: (query) => tablesRead(query.meta?.reads ?? []).some((table) => written.has(table)),
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryToastMeta;
    mutationMeta: MutationToastMeta;
  }
}

function resolve<Args extends unknown[]>(text: Text<Args> | undefined, ...args: Args): string | undefined {
  return typeof text === 'function' ? text(...args) : text;
}

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const meta = query.meta?.errorToast;
        // The one exception: a list page past the end of its list (416 PGRST103, rows gone since the page
        // was chosen) is not a failure to report. The DataTable moves to the last page with rows.
        if (!meta || isPastEnd(error)) return;
        const description = resolve(meta.description, error) ?? dataErrorText(error);
        toast({ variant: 'destructive', title: meta.title, description });
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: async (data, variables, _context, mutation) => {
        const meta = mutation.meta;
        // Fresh data first, then the confirmation: the toast, the refreshed lists and the screen's own
        // onSuccess (e.g. a form clearing) arrive together, and the mutation stays pending meanwhile.
        await invalidateTables(client, meta?.writes ?? []);
        const success = meta?.successToast;
        if (success) {
          toast({
            variant: 'success',
            title: success.title,
            description: resolve(success.description, data, variables),
          });
        }
      },
      onError: (error, variables, _context, mutation) => {
        const meta = mutation.meta?.errorToast;
        // A stale write is the form's conflict block (what changed, Recargar, Guardar de Todos Modos).
        if (!meta || error instanceof StaleWriteError) return;
        const description = resolve(meta.description, error, variables) ?? dataErrorText(error);
        toast({ variant: 'destructive', title: meta.title, description });
      },
    }),
    defaultOptions: {
      queries: {
        networkMode: 'always',
        // A page past the end stays past the end: asking again only delays the move to the last page.
        retry: (failures, error) => failures < 1 && !isPastEnd(error),
        refetchOnWindowFocus: false,
        refetchInterval: (query) =>
          query.state.status === 'error' && isConnectionError(query.state.error) ? RECONNECT_MS : false,
        staleTime: 60_000,
      },
      mutations: { networkMode: 'always' },
    },
  });
  return client;
}
