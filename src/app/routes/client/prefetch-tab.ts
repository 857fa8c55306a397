// Tab straight to data: picking a tab in the menu starts its data requests beside the download of its
// code. A lazy tab's queries used to start only when it mounted, and React 19 reveals a suspended tab no
// sooner than 300 ms after its loading fallback appeared: the requests left some 450 ms after the click
// (the bench's trace of 'Estado de la cuenta'). A failed prefetch is harmless: the tab asks again and
// reports the error when it renders.
import type { QueryClient } from '@tanstack/react-query';

import type { ClientTab } from '@/config/paths';

const ignore = () => undefined;

/** `url`: the search parameters the tab opens with (the menu keeps only `tab`). */
export function prefetchTab(
  client: QueryClient,
  tab: ClientTab,
  companyId: string | null,
  url: URLSearchParams,
): void {
  if (!companyId) return;
  let work: Promise<unknown> | null = null;
  if (tab === 'account')
    work = import('./prefetch-account').then((m) => m.prefetchAccount(client, companyId));
  if (tab === 'billing')
    work = import('./prefetch-lists').then((m) => m.prefetchBilling(client, companyId, url));
  if (tab === 'laboratory')
    work = import('./prefetch-lists').then((m) => m.prefetchLaboratory(client, companyId, url));
  if (tab === 'repse') work = import('./prefetch-repse').then((m) => m.prefetchRepse(client, companyId, url));
  void work?.catch(ignore);
}
