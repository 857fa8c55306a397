// Which company an admin screen shows: a company id, or ALL_COMPANIES ('Todas las Empresas', no filter).
// The admin's choice lives in the URL (?empresa=<id>), so a reload, a shared link and the back button keep it.
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

export const ALL_COMPANIES = 'all';
export type CompanyScope = string;
export const COMPANY_PARAM = 'empresa';

export function useCompanyScopeParam() {
  const [params, setParams] = useSearchParams();
  const scope: CompanyScope = params.get(COMPANY_PARAM) || ALL_COMPANIES;
  const setScope = React.useCallback(
    (next: CompanyScope) =>
      setParams((prev) => {
        // Another company is another list: its paging and search start again.
        const out = new URLSearchParams();
        if (next !== ALL_COMPANIES) out.set(COMPANY_PARAM, next);
        for (const [key, value] of prev) if (!['empresa', 'page', 'q'].includes(key)) out.set(key, value);
        return out;
      }),
    [setParams],
  );
  return [scope, setScope] as const;
}
