// The data of the client's 'REPSE' tab, requested with the same query options its three sections use, so
// they find it in the cache: the completeness matrix (catalogue and the typed documents of its six
// months), the months with documents and the current year's documents (the year shown whenever it has
// documents; asked for beside the periods, not after them), and the first page of 'Constancia de Entregas'.
import type { QueryClient } from '@tanstack/react-query';

import { DEFAULT_DELIVERY_SORT, deliveryLogPageQuery } from '@/features/compliance/api/get-delivery-log';
import { parseDeliveryFilters } from '@/features/compliance/components/deliveries/use-delivery-filters';
import { matrixInputQuery } from '@/features/compliance/hooks/use-matrix-input';
import { clientMatrixSpan } from '@/features/compliance/utils/client-span';
import { todayInMexico } from '@/features/compliance/utils/periods';
import { companyDocumentsQuery, documentPeriodsQuery } from '@/features/documents/api/get-documents';
import { thisYear } from '@/features/documents/utils/group-documents';
import { parseTableParams } from '@/lib/query/table-params';

export async function prefetchRepse(client: QueryClient, companyId: string, url: URLSearchParams) {
  const { from, to } = clientMatrixSpan(todayInMexico());
  const params = parseTableParams(url, { sort: DEFAULT_DELIVERY_SORT });
  await Promise.all([
    client.prefetchQuery(matrixInputQuery(client, companyId, from, to)),
    client.prefetchQuery(documentPeriodsQuery(companyId)),
    client.prefetchQuery(companyDocumentsQuery(companyId, thisYear())),
    client.prefetchQuery(deliveryLogPageQuery(companyId, parseDeliveryFilters(url), params)),
  ]);
}
