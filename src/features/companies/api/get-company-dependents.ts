// What deleting a company takes with it: the database cascades its data and leaves its users without a
// company, so the confirmation names each count first. One head-only count per table, in parallel.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { companyKeys } from './keys';

export const DEPENDENT_TABLES = [
  'profiles',
  'documents',
  'invoices',
  'laboratory_requests',
  'directory_entries',
  'indicators',
  'feedback',
] as const;

export type DependentTable = (typeof DEPENDENT_TABLES)[number];
export type CompanyDependents = Record<DependentTable, number>;

export async function getCompanyDependents(companyId: string): Promise<CompanyDependents> {
  const counts = await Promise.all(
    DEPENDENT_TABLES.map(async (table) => {
      const { count, error } = await supabase
        .from(table)
        .select('id', { count: 'exact', head: true })
        .eq('company_id', companyId);
      if (error) throw error;
      return [table, count ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as CompanyDependents;
}

export const companyDependentsQuery = (companyId: string | null) =>
  queryOptions({
    queryKey: companyKeys.dependents(companyId ?? ''),
    queryFn: companyId ? () => getCompanyDependents(companyId) : skipToken,
    // Always counted afresh when the confirmation opens: stale numbers would misstate the loss.
    staleTime: 0,
    meta: {
      reads: DEPENDENT_TABLES,
      errorToast: { title: 'Error', description: 'No se pudo contar lo que depende de la empresa.' },
    },
  });

export const useCompanyDependents = (companyId: string | null) => useQuery(companyDependentsQuery(companyId));
