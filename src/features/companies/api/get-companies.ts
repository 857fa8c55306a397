import { queryOptions, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

import { companyKeys } from './keys';

// Kept here too: the admin layout imports the keys from this module.
export { companyKeys };

export type CompanyOption = Pick<Tables<'companies'>, 'id' | 'name'>;

export async function getCompanyOptions(): Promise<CompanyOption[]> {
  const { data, error } = await supabase.from('companies').select('id, name').order('name');
  if (error) throw error;
  return data;
}

export const companyOptionsQuery = () =>
  queryOptions({
    queryKey: companyKeys.options(),
    queryFn: getCompanyOptions,
    meta: {
      reads: ['companies'],
      errorToast: { title: 'Error', description: 'No se pudo cargar la lista de empresas.' },
    },
  });

export const useCompanyOptions = () => useQuery(companyOptionsQuery());
