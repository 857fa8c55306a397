// The admin's directory: one page of every company's contacts (or the header's company), with the total,
// searched and sorted on the server.
import { useQuery } from '@tanstack/react-query';

import { type CompanyScope } from '@/lib/company-scope';
import { scopedPageQuery, type PageRow } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';

import { directoryErrorTexts } from './get-directory';
import { directoryKeys } from './keys';

export const DEFAULT_CONTACT_SORT = { id: 'employee_name', desc: false } as const;

/** The admin's list fails with the words of the client's. */
export const contactsErrorTexts = directoryErrorTexts;

export const contactsPageQuery = scopedPageQuery({
  from: 'directory_entries',
  columns:
    'id, company_id, employee_name, position, phone, whatsapp, email, photo_url, updated_at, company:companies(name)',
  key: directoryKeys.page,
  search: ['employee_name', 'position', 'email', 'phone'],
  sorts: ['employee_name', 'position'],
  defaultSort: DEFAULT_CONTACT_SORT,
  meta: { reads: ['directory_entries', 'companies'], errorToast: contactsErrorTexts },
});

export type AdminContact = PageRow<typeof contactsPageQuery>;

export const useContactsPage = (scope: CompanyScope, params: TableParams) =>
  useQuery(contactsPageQuery(scope, params));
