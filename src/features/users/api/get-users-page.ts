// The admin's user list: one page with the total, narrowed on the server by the header company, the role
// filter and a search over name, e-mail and username.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { type CompanyScope } from '@/lib/company-scope';
import { fetchPage } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';

import { ALL_ROLES } from '../utils/roles';
import { userKeys } from './keys';

export const USER_SORTS = ['full_name', 'email', 'username', 'role', 'created_at'] as const;
export const DEFAULT_USER_SORT = { id: 'full_name', desc: false } as const;

function getUsersPage(scope: CompanyScope, role: string, params: TableParams) {
  let query = supabase
    .from('profiles')
    .select(
      'id, email, username, full_name, given_names, last_name_paternal, last_name_maternal, role, active, must_change_password, firebase_uid, company_id, service_type, month_start, year_start, curp, job_title, occupation, created_at, updated_at, company:companies(name)',
      { count: 'exact' },
    );
  if (role !== ALL_ROLES) query = query.eq('role', role);
  return fetchPage(query, {
    params,
    scope,
    search: ['full_name', 'email', 'username'],
    sorts: USER_SORTS,
    defaultSort: DEFAULT_USER_SORT,
  });
}

export type AdminUser = Awaited<ReturnType<typeof getUsersPage>>['rows'][number];

export const usersPageQuery = (scope: CompanyScope, role: string, params: TableParams) =>
  queryOptions<Page<AdminUser>>({
    queryKey: userKeys.page(scope, role, params),
    queryFn: () => getUsersPage(scope, role, params),
    placeholderData: keepPreviousData,
    meta: {
      reads: ['profiles', 'companies'],
      errorToast: { title: 'Error', description: 'No se pudo cargar la lista de usuarios.' },
    },
  });

export const useUsersPage = (scope: CompanyScope, role: string, params: TableParams) =>
  useQuery(usersPageQuery(scope, role, params));
