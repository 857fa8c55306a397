import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

export const indicatorKeys = {
  all: ['indicators'] as const,
  list: (companyId: string) => ['indicators', 'list', companyId] as const,
};

export interface Indicator {
  id: string;
  company_id: string | null;
  is_global: boolean;
  title: string | null;
  url: string | null;
  url_monthly: string | null;
  year: number | null;
  month: number | null;
  created_at: string;
}

/** The company's indicators plus the global ones (RLS enforces the same); both tabs share this query. */
export async function getIndicators(companyId: string): Promise<Indicator[]> {
  const { data, error } = await supabase
    .from('indicators')
    .select('id, company_id, is_global, title, url, url_monthly, year, month, created_at')
    .or(`company_id.eq.${companyId},is_global.eq.true`)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export function useIndicators(companyId: string) {
  return useQuery({ queryKey: indicatorKeys.list(companyId), queryFn: () => getIndicators(companyId) });
}
