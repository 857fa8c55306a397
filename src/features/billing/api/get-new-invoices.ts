// The invoices issued to a company since an instant, for its news.
import { NEWS_RANGE, newsCount, newsGroup, type NewsGroup } from '@/lib/query/news-group';
import { supabase } from '@/lib/supabase';

export async function getNewInvoices(companyId: string, since: string): Promise<NewsGroup> {
  const result = await supabase
    .from('invoices')
    .select('id, invoice_number, created_at', newsCount)
    .eq('company_id', companyId)
    .gt('created_at', since)
    .order('created_at', { ascending: false })
    .order('id')
    .range(...NEWS_RANGE);
  return newsGroup(result, (i) => ({ id: i.id, label: `Factura ${i.invoice_number}`, at: i.created_at }));
}
