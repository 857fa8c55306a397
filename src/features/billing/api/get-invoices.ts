import { useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

export const billingKeys = {
  all: ['billing'] as const,
  invoices: (companyId: string) => ['billing', 'invoices', companyId] as const,
};

export interface Invoice {
  id: string;
  invoice_number: string;
  issue_date: string;
  due_date: string | null;
  amount: number;
  currency: string;
  status: string;
  file_url: string | null;
  xml_url: string | null;
}

/** The company's invoices, newest issue date first (spec §7). */
export async function getInvoices(companyId: string): Promise<Invoice[]> {
  const { data, error } = await supabase
    .from('invoices')
    .select('id, invoice_number, issue_date, due_date, amount, currency, status, file_url, xml_url')
    .eq('company_id', companyId)
    .order('issue_date', { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export function useInvoices(companyId: string | null) {
  return useQuery({
    queryKey: billingKeys.invoices(companyId ?? ''),
    queryFn: () => getInvoices(companyId as string),
    enabled: Boolean(companyId),
  });
}
