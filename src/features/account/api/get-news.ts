// What reached the company since an instant: documents (its own and the global ones), invoices, laboratory
// results (their publication in the proof-of-delivery log) and constancias of its collaborators.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { accountKeys } from './keys';

export interface NewsItem {
  id: string;
  label: string;
  at: string;
}

export interface News {
  documents: NewsItem[];
  invoices: NewsItem[];
  results: NewsItem[];
  certificates: NewsItem[];
}

export async function getNews(companyId: string, since: string): Promise<News> {
  const [documents, invoices, results, certificates] = await Promise.all([
    supabase
      .from('documents')
      .select('id, name, created_at')
      .or(`company_id.eq.${companyId},is_global.eq.true`)
      .gt('created_at', since)
      .order('created_at', { ascending: false }),
    supabase
      .from('invoices')
      .select('id, invoice_number, created_at')
      .eq('company_id', companyId)
      .gt('created_at', since)
      .order('created_at', { ascending: false }),
    supabase
      .from('delivery_events')
      .select('id, item_name, occurred_at')
      .eq('company_id', companyId)
      .eq('event', 'published')
      .not('laboratory_request_id', 'is', null)
      .gt('occurred_at', since)
      .order('occurred_at', { ascending: false }),
    supabase
      .from('company_certificates')
      .select('id, worker_name, course_title, issued_at')
      .eq('company_id', companyId)
      .gt('issued_at', since)
      .order('issued_at', { ascending: false }),
  ]);
  for (const result of [documents, invoices, results, certificates]) if (result.error) throw result.error;
  return {
    documents: (documents.data ?? []).map((d) => ({ id: d.id, label: d.name, at: d.created_at })),
    invoices: (invoices.data ?? []).map((i) => ({
      id: i.id,
      label: `Factura ${i.invoice_number}`,
      at: i.created_at,
    })),
    results: (results.data ?? []).map((r) => ({ id: String(r.id), label: r.item_name, at: r.occurred_at })),
    certificates: (certificates.data ?? []).map((c) => ({
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
