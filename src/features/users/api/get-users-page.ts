// The admin's user list: one page with the total, narrowed on the server by the header company, the role
// filter and a search over name, e-mail and username.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import { allowedSort, pageRange, type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import { ilikeAny } from '@/utils/search';

import { ALL_ROLES } from '../utils/roles';
import { userKeys } from './keys';

export const USER_SORTS = ['full_name', 'email', 'username', 'role', 'created_at'] as const;
export const DEFAULT_USER_SORT = { id: 'full_name', desc: false } as const;

async function getUsersPage(scope: CompanyScope, role: string, params: TableParams) {
  let query = supabase
    .from('profiles')
    .select(
      'id, email, username, full_name, role, active, must_change_password, firebase_uid, company_id, service_type, month_start, year_start, curp, job_title, occupation, created_at, company:companies(name)',
      { count: 'exact' },
    );
  if (scope !== ALL_COMPANIES) query = query.eq('company_id', scope);
  if (role !== ALL_ROLES) query = query.eq('role', role);
  const term = params.search.trim();
  if (term) query = query.or(ilikeAny(['full_name', 'email', 'username'], term));
  const sort = allowedSort(params.sort, USER_SORTS, DEFAULT_USER_SORT);
  query = query.order(sort.id, { ascending: !sort.desc, nullsFirst: false });
  // The id last makes the order total, so rows never move between pages.
  const [from, to] = pageRange(params);
  const { data, count, error } = await query.order('id').range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export type AdminUser = Awaited<ReturnType<typeof getUsersPage>>['rows'][number];

export const usersPageQuery = (scope: CompanyScope, role: string, params: TableParams) =>
  queryOptions<Page<AdminUser>>({
    queryKey: userKeys.page(scope, role, params),
    queryFn: () => getUsersPage(scope, role, params),
    placeholderData: keepPreviousData,
    meta: { errorToast: { title: 'Error', description: 'No se pudo cargar la lista de usuarios.' } },
  });

export const useUsersPage = (scope: CompanyScope, role: string, params: TableParams) =>
  useQuery(usersPageQuery(scope, role, params));
