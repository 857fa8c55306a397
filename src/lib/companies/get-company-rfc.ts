// A company's name and RFC, read by id: what a CFDI's receiver is checked against and what a
// deductibility file's index names. Each feature wraps it in its own query (key, cache time, error text).
import { supabase } from '@/lib/supabase';

export async function getCompanyRfc(companyId: string) {
  const { data, error } = await supabase
    .from('companies')
    .select('id, name, rfc')
    .eq('id', companyId)
    .single();
  if (error) throw error;
  return data;
}

export type CompanyRfc = Awaited<ReturnType<typeof getCompanyRfc>>;
