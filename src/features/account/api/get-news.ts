// What reached the company since an instant: documents (its own and the global ones), invoices, laboratory
// results (their publication in the proof-of-delivery log) and constancias of its collaborators: of each
// kind the newest few and the count of all.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { accountKeys } from './keys';

export interface NewsItem {
  id: string;
  label: string;
  at: string;
}

/** Each kind shows its newest few and how many there are in all (a count, not every row). */
export const NEWS_SHOWN = 5;

export interface NewsGroup {
  items: NewsItem[];
  total: number;
}

export interface News {
  documents: NewsGroup;
  invoices: NewsGroup;
  results: NewsGroup;
  certificates: NewsGroup;
}

const exact = { count: 'exact' } as const;
const LAST = NEWS_SHOWN - 1;

function group<T>(
  result: { data: T[] | null; error: unknown; count: number | null },
  item: (row: T) => NewsItem,
): NewsGroup {
  if (result.error) throw result.error;
  const items = (result.data ?? []).map(item);
  return { items, total: result.count ?? items.length };
}

export async function getNews(companyId: string, since: string): Promise<News> {
  const [documents, invoices, results, certificates] = await Promise.all([
    supabase
      .from('documents')
      .select('id, name, created_at', exact)
      .or(`company_id.eq.${companyId},is_global.eq.true`)
      .gt('created_at', since)
      .order('created_at', { ascending: false })
      .order('id')
      .range(0, LAST),
    supabase
      .from('invoices')
      .select('id, invoice_number, created_at', exact)
      .eq('company_id', companyId)
      .gt('created_at', since)
      .order('created_at', { ascending: false })
      .order('id')
      .range(0, LAST),
    supabase
      .from('delivery_events')
      .select('id, item_name, occurred_at', exact)
      .eq('company_id', companyId)
      .eq('event', 'published')
      .not('laboratory_request_id', 'is', null)
      .gt('occurred_at', since)
      .order('occurred_at', { ascending: false })
      .order('id')
      .range(0, LAST),
    supabase
      .from('company_certificates')
      .select('id, worker_name, course_title, issued_at', exact)
      .eq('company_id', companyId)
      .gt('issued_at', since)
      .order('issued_at', { ascending: false })
      .order('id')
      .range(0, LAST),
  ]);
  return {
    documents: group(documents, (d) => ({ id: d.id, label: d.name, at: d.created_at })),
    invoices: group(invoices, (i) => ({ id: i.id, label: `Factura ${i.invoice_number}`, at: i.created_at })),
    results: group(results, (r) => ({ id: String(r.id), label: r.item_name, at: r.occurred_at })),
    certificates: group(certificates, (c) => ({
      id: c.id ?? '',
      label: `${c.worker_name ?? ''} · ${c.course_title ?? ''}`,
      at: c.issued_at ?? '',
    })),
  };
}

export const newsQuery = (companyId: string, since: string | null | undefined) =>
  queryOptions({
    queryKey: accountKeys.news(companyId, since ?? ''),
    queryFn: since ? () => getNews(companyId, since) : skipToken,
    meta: { errorToast: { title: 'Error', description: 'No se pudieron cargar las novedades.' } },
  });

export const useNews = (companyId: string, since: string | null | undefined) =>
  useQuery(newsQuery(companyId, since));
