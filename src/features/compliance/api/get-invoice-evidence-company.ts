// The company an invoice's deductibility file is for, as its index names it (name and RFC). Read at the
// click of 'Descargar Expediente' (fetchQuery), not for every row of the list.
import { queryOptions } from '@tanstack/react-query';

import { getCompanyRfc } from '@/lib/companies/get-company-rfc';

import { complianceKeys } from './keys';

export const evidenceCompanyQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...complianceKeys.all, 'evidence-company', companyId] as const,
    queryFn: () => getCompanyRfc(companyId),
    staleTime: 5 * 60_000,
    meta: { reads: ['companies'] },
  });
