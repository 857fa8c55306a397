// Tab straight to data: picking a tab in the menu starts its data requests beside the download of its
// code. A lazy tab's queries used to start only when it mounted, and React 19 reveals a suspended tab no
// sooner than 300 ms after its loading fallback appeared: the requests left some 450 ms after the click
// (the bench's trace of 'Estado de la cuenta'). A failed prefetch is harmless: the tab asks again and
// reports the error when it renders.
import type { QueryClient } from '@tanstack/react-query';

import type { ClientTab } from '@/config/paths';

const ignore = () => undefined;

export function prefetchTab(client: QueryClient, tab: ClientTab, companyId: string | null): void {
  if (!companyId) return;
  if (tab === 'account')
    void import('./prefetch-account').then((m) => m.prefetchAccount(client, companyId)).catch(ignore);
}
