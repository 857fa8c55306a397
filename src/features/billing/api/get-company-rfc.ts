// The RFC of the company an invoice is for: the CFDI's receiver must match it. Read here (not from the
// admin's company list, which carries only id and name).
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { getCompanyRfc } from '@/lib/companies/get-company-rfc';

import { billingKeys } from './keys';

export const companyRfcQuery = (companyId: string) =>
  queryOptions({
    queryKey: billingKeys.companyRfc(companyId),
    queryFn: companyId ? () => getCompanyRfc(companyId) : skipToken,
    meta: {
      reads: ['companies'],
      errorToast: { title: 'Error', description: 'No se pudo leer el RFC de la empresa.' },
    },
  });

export const useCompanyRfc = (companyId: string) => useQuery(companyRfcQuery(companyId));
