// The compliance overview of 'Estado de la Cuenta': one query that combines the catalogue and the
// documents of the current and the last closed month. The shared queries keep their own cache entries and
// error toasts (so this one shows none); this one only combines them.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { buildComplianceOverview, type ComplianceOverview } from '../utils/compliance-overview';
import { addMonths, monthKey, monthOfDate } from '../utils/periods';
import { complianceDocumentsQuery } from './get-compliance-documents';
import { catalogueQuery } from './get-document-types';
import { complianceKeys } from './keys';

async function getOverview(
  client: QueryClient,
  companyId: string,
  today: string,
): Promise<ComplianceOverview> {
  const current = monthOfDate(today);
  const closed = addMonths(current, -1);
  const [catalogue, documents] = await Promise.all([
    client.fetchQuery(catalogueQuery()),
    client.fetchQuery(complianceDocumentsQuery(companyId, closed, current)),
  ]);
  return buildComplianceOverview({ ...catalogue, documents, today }, companyId, [current, closed]);
}

export const complianceOverviewQuery = (client: QueryClient, companyId: string, today: string) =>
  queryOptions({
    // Under the compliance prefix: whatever refreshes compliance data refreshes this overview too.
    queryKey: [...complianceKeys.all, 'account-overview', companyId, monthKey(monthOfDate(today)), today],
    queryFn: () => getOverview(client, companyId, today),
    meta: { reads: ['document_types', 'document_type_companies', 'documents'] },
  });

export function useComplianceOverview(companyId: string, today: string) {
  const client = useQueryClient();
  return useQuery(complianceOverviewQuery(client, companyId, today));
}
