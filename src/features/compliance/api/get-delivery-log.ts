// One page of the proof-of-delivery log, newest first: the client's own company (RLS also decides) or,
// for an admin, the selected company or all; narrowed by event, a date range and a search over the
// document name and the user's email.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import {
  ALL_EVENTS,
  DELIVERY_LOG_COLUMNS,
  dayStart,
  type DeliveryFilters,
  type DeliveryLogEntry,
} from '@/lib/deliveries/delivery-log';
import { DELIVERY_LOG_KEY } from '@/lib/deliveries/use-record-delivery';
import { pageRange, type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import { ilikeAny } from '@/utils/search';

export const DEFAULT_DELIVERY_SORT = { id: 'occurred_at', desc: true } as const;
const SEARCHED = ['item_name', 'actor_email'] as const;

/** The filtered query, shared by the page and the CSV export (which reads every page). */
export function deliveryLogQuery(
  scope: CompanyScope,
  filters: DeliveryFilters,
  search: string,
  count?: 'exact',
) {
  let query = supabase.from('delivery_events').select(DELIVERY_LOG_COLUMNS, { count });
  if (scope !== ALL_COMPANIES) query = query.eq('company_id', scope);
  if (filters.event !== ALL_EVENTS) query = query.eq('event', filters.event);
  if (filters.from) query = query.gte('occurred_at', dayStart(filters.from));
  if (filters.to) query = query.lt('occurred_at', dayStart(filters.to, true));
  const term = search.trim();
  if (term) query = query.or(ilikeAny(SEARCHED, term));
  return query;
}

export async function getDeliveryLogPage(
  scope: CompanyScope,
  filters: DeliveryFilters,
  params: TableParams,
): Promise<Page<DeliveryLogEntry>> {
  // Only the time is sortable (it is indexed); the id breaks ties so rows never move between pages.
  const ascending = params.sort?.id === 'occurred_at' ? !params.sort.desc : false;
  const [from, to] = pageRange(params);
  const { data, count, error } = await deliveryLogQuery(scope, filters, params.search, 'exact')
    .order('occurred_at', { ascending })
    .order('id', { ascending })
    .range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export const deliveryLogPageQuery = (scope: CompanyScope, filters: DeliveryFilters, params: TableParams) =>
  queryOptions<Page<DeliveryLogEntry>>({
    queryKey: [...DELIVERY_LOG_KEY, 'page', scope, filters, params] as const,
    queryFn: () => getDeliveryLogPage(scope, filters, params),
    placeholderData: keepPreviousData,
    meta: { errorToast: { title: 'Error', description: 'No se pudo cargar la constancia de entregas.' } },
  });

export const useDeliveryLogPage = (scope: CompanyScope, filters: DeliveryFilters, params: TableParams) =>
  useQuery(deliveryLogPageQuery(scope, filters, params));
