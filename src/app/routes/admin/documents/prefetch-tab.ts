// Picking a tab of 'Documentos (REPSE)' asks for its first screen of data beside the render, read from
// the URL the tab opens with exactly as the tab reads it, so the tab finds the answers in the cache. A
// failed prefetch is reported once, like any query, and the tab asks again when it shows.
import type { QueryClient } from '@tanstack/react-query';

import { paths } from '@/config/paths';
import { DEFAULT_DELIVERY_SORT, deliveryLogPageQuery } from '@/features/compliance/api/get-delivery-log';
import { catalogueQuery } from '@/features/compliance/api/get-document-types';
import { parseDeliveryFilters } from '@/features/compliance/components/deliveries/use-delivery-filters';
import { matrixRange } from '@/features/compliance/hooks/use-matrix-filters';
import { matrixInputQuery } from '@/features/compliance/hooks/use-matrix-input';
import { todayInMexico } from '@/features/compliance/utils/periods';
import { ALL_COMPANIES, COMPANY_PARAM } from '@/lib/company-scope';
import { parseTableParams } from '@/lib/query/table-params';

/** `to`: the tab's link (path and optional search). */
export function prefetchDocumentsTab(client: QueryClient, to: string): void {
  const url = new URL(to, window.location.origin);
  const params = url.searchParams;
  const scope = params.get(COMPANY_PARAM) || ALL_COMPANIES;
  if (url.pathname === paths.admin.documentsCompliance.getHref()) {
    const { from, to: until } = matrixRange(params, todayInMexico());
    void client.prefetchQuery(matrixInputQuery(client, scope, from, until));
  }
  if (url.pathname === paths.admin.documentsCatalogue.getHref()) void client.prefetchQuery(catalogueQuery());
  if (url.pathname === paths.admin.documentsDeliveries.getHref()) {
    const page = parseTableParams(params, { sort: DEFAULT_DELIVERY_SORT });
    void client.prefetchQuery(deliveryLogPageQuery(scope, parseDeliveryFilters(params), page));
  }
}
