// The constancias issued to a company's collaborators since an instant, for its news.
import { NEWS_RANGE, newsCount, newsGroup, type NewsGroup } from '@/lib/query/news-group';
import { supabase } from '@/lib/supabase';

export async function getNewCertificates(companyId: string, since: string): Promise<NewsGroup> {
  const result = await supabase
    .from('company_certificates')
    .select('id, worker_name, course_title, issued_at', newsCount)
    .eq('company_id', companyId)
    .gt('issued_at', since)
    .order('issued_at', { ascending: false })
    .order('id')
    .range(...NEWS_RANGE);
  return newsGroup(result, (c) => ({
    id: c.id ?? '',
    label: `${c.worker_name ?? ''} · ${c.course_title ?? ''}`,
    at: c.issued_at ?? '',
  }));
}
