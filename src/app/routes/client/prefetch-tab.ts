// Tab straight to data: picking a tab in the menu starts its data requests beside the download of its
// code. Otherwise a lazy tab's queries start only when it mounts, and React 19 reveals a suspended tab no
// sooner than 300 ms after its loading fallback appeared: the requests would leave some 450 ms after the
// click. A failed prefetch is harmless: the tab asks again and
// reports the error when it renders.
import type { QueryClient } from '@tanstack/react-query';

import type { ClientTab } from '@/config/paths';
import { loadOnce } from '@/lib/load-once';

const ignore = () => undefined;

type Prefetch = (client: QueryClient, companyId: string, url: URLSearchParams) => Promise<unknown>;

// The prefetch code of the tabs whose data is worth asking for before they render; loaded with the tab's
// code (or on idle with it), so that the click's requests need not wait for it.
const prefetchers: Partial<Record<ClientTab, () => Promise<Prefetch>>> = {
  account: loadOnce(() =>
    import('./prefetch-account').then(
      (m) => (client: QueryClient, companyId: string) => m.prefetchAccount(client, companyId),
    ),
  ),
  billing: loadOnce(() => import('./prefetch-lists').then((m) => m.prefetchBilling)),
  laboratory: loadOnce(() => import('./prefetch-lists').then((m) => m.prefetchLaboratory)),
  repse: loadOnce(() => import('./prefetch-repse').then((m) => m.prefetchRepse)),
};

/** Loads the code that asks for `tab`'s data, without asking. */
export function preloadTabPrefetch(tab: ClientTab): void {
  void prefetchers[tab]?.().catch(ignore);
}

/** `url`: the search parameters the tab opens with (the menu keeps only `tab`). */
export function prefetchTab(
  client: QueryClient,
  tab: ClientTab,
  companyId: string | null,
  url: URLSearchParams,
): void {
  if (!companyId) return;
  void prefetchers[tab]?.()
    .then((prefetch) => prefetch(client, companyId, url))
    .catch(ignore);
}
