import { useOutletContext } from 'react-router-dom';

import type { CompanyOption } from '@/features/companies/api/get-companies';
import type { CompanyScope } from '@/lib/company-scope';

/** What the admin layout hands to every section: the selected company ('all' = no filter) and the list. */
export interface AdminOutletContext {
  companyId: CompanyScope;
  companies: CompanyOption[];
}

export function useAdminContext() {
  return useOutletContext<AdminOutletContext>();
}
