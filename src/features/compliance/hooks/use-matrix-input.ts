// What the completeness rules need (catalogue, applicability, documents of the months shown, today in
// Mexico City) as one query, so a screen renders its loading, error, empty and data states once. The parts
// are the shared queries, read through the cache: each keeps its own key and its own error toast.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import type { CompanyScope } from '@/lib/company-scope';

import { complianceDocumentsQuery } from '../api/get-compliance-documents';
import { catalogueQuery } from '../api/get-document-types';
import { complianceKeys } from '../api/keys';
import { monthKey, todayInMexico, type YearMonth } from '../utils/periods';
import type { MatrixInput } from '../utils/status';

/** Shared by the screens and the tabs' prefetches, so a prefetched answer is found in the cache. */
export const matrixInputQuery = (client: QueryClient, scope: CompanyScope, from: YearMonth, to: YearMonth) =>
  queryOptions({
    queryKey: [...complianceKeys.all, 'matrix-input', scope, monthKey(from), monthKey(to)],
    queryFn: async (): Promise<MatrixInput> => {
      const [catalogue, documents] = await Promise.all([
        client.fetchQuery(catalogueQuery()),
        client.fetchQuery(complianceDocumentsQuery(scope, from, to)),
      ]);
      return { ...catalogue, documents, today: todayInMexico() };
    },
    meta: { reads: ['document_types', 'document_type_companies', 'documents'] },
  });

export function useMatrixInput(scope: CompanyScope, from: YearMonth, to: YearMonth) {
  const client = useQueryClient();
  return useQuery(matrixInputQuery(client, scope, from, to));
}
