// The data of 'Estado de la Cuenta' (everything but the visit, which is recorded once the tab is on
// screen), requested with the same query options the cards use, so they find it in the cache.
import type { QueryClient } from '@tanstack/react-query';

import { openInvoicesQuery } from '@/features/billing/api/get-open-invoices';
import { staffCertificatesQuery } from '@/features/certificates/api/get-staff-certificates';
import { complianceOverviewQuery } from '@/features/compliance/api/get-compliance-overview';
import { todayInMexico } from '@/features/compliance/utils/periods';
import { pendingResultsQuery } from '@/features/laboratory/api/get-pending-results';

export async function prefetchAccount(client: QueryClient, companyId: string): Promise<void> {
  const today = todayInMexico();
  await Promise.all([
    client.prefetchQuery(complianceOverviewQuery(client, companyId, today)),
    client.prefetchQuery(openInvoicesQuery(companyId, today)),
    client.prefetchQuery(pendingResultsQuery(companyId)),
    client.prefetchQuery(staffCertificatesQuery('client', companyId)),
  ]);
}
