// The laboratory results published to a company since an instant (their publication in the
// proof-of-delivery log), for its news.
import { NEWS_RANGE, newsCount, newsGroup, type NewsGroup } from '@/lib/query/news-group';
import { supabase } from '@/lib/supabase';

export async function getNewResults(companyId: string, since: string): Promise<NewsGroup> {
  const result = await supabase
    .from('delivery_events')
    .select('id, item_name, occurred_at', newsCount)
    .eq('company_id', companyId)
    .eq('event', 'published')
    .not('laboratory_request_id', 'is', null)
    .gt('occurred_at', since)
    .order('occurred_at', { ascending: false })
    .order('id')
    .range(...NEWS_RANGE);
  return newsGroup(result, (r) => ({ id: String(r.id), label: r.item_name, at: r.occurred_at }));
}
