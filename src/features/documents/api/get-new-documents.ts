// The documents that reached a company since an instant (its own and the global ones), for its news.
import { NEWS_RANGE, newsCount, newsGroup, type NewsGroup } from '@/lib/query/news-group';
import { supabase } from '@/lib/supabase';

export async function getNewDocuments(companyId: string, since: string): Promise<NewsGroup> {
  const result = await supabase
    .from('documents')
    .select('id, name, created_at', newsCount)
    .or(`company_id.eq.${companyId},is_global.eq.true`)
    .gt('created_at', since)
    .order('created_at', { ascending: false })
    .order('id')
    .range(...NEWS_RANGE);
  return newsGroup(result, (d) => ({ id: d.id, label: d.name, at: d.created_at }));
}
