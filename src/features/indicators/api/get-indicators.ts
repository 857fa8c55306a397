// The company's indicators plus the global ones (RLS enforces the same), newest first. The dashboards
// and the monthly reports tabs share this one query and its error text.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { dataErrorText } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

import { indicatorKeys } from './keys';

export type Indicator = Pick<
  Tables<'indicators'>,
  'id' | 'company_id' | 'is_global' | 'title' | 'url' | 'url_monthly' | 'year' | 'month' | 'created_at'
>;

export const indicatorErrorTexts = {
  title: 'Error de Datos',
  error: 'Error al cargar los indicadores y reportes.',
} as const;

/** 'Error al cargar los indicadores y reportes.' plus the server's cause, for the toast and the block. */
export const indicatorErrorText = (error: unknown) => `${indicatorErrorTexts.error} ${dataErrorText(error)}`;

export async function getIndicators(companyId: string): Promise<Indicator[]> {
  const { data, error } = await supabase
    .from('indicators')
    .select('id, company_id, is_global, title, url, url_monthly, year, month, created_at')
    .or(`company_id.eq.${companyId},is_global.eq.true`)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const indicatorsQuery = (companyId: string | null) =>
  queryOptions({
    queryKey: indicatorKeys.forCompany(companyId ?? ''),
    queryFn: companyId ? () => getIndicators(companyId) : skipToken,
    meta: {
      reads: ['indicators'],
      errorToast: { title: indicatorErrorTexts.title, description: indicatorErrorText },
    },
  });

export const useIndicators = (companyId: string | null) => useQuery(indicatorsQuery(companyId));
