// The data of 'Estado de la cuenta' (everything but the visit, which is recorded once the tab is on
// screen), requested with the same query options the cards use, so they find it in the cache.
import type { QueryClient } from '@tanstack/react-query';

import { openInvoicesQuery } from '@/features/account/api/get-open-invoices';
import { pendingResultsQuery } from '@/features/account/api/get-pending-results';
import { staffCertificatesQuery } from '@/features/account/api/get-staff-certificates';
import { todayInMexico } from '@/features/compliance/utils/periods';

import { overviewQuery } from './account-overview';

export async function prefetchAccount(client: QueryClient, companyId: string): Promise<void> {
  const today = todayInMexico();
  await Promise.all([
    client.prefetchQuery(overviewQuery(client, companyId, today)),
    client.prefetchQuery(openInvoicesQuery(companyId, today)),
    client.prefetchQuery(pendingResultsQuery(companyId)),
    client.prefetchQuery(staffCertificatesQuery('client', companyId)),
  ]);
}
