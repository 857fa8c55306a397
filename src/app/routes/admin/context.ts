import { useOutletContext } from 'react-router-dom';

/** What the admin layout hands to every section: the selected company ('all' = no filter). */
export interface AdminOutletContext {
  companyId: string;
}

export function useAdminContext() {
  return useOutletContext<AdminOutletContext>();
}
