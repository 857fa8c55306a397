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
import { fetchPage, orderByTime } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';
import { supabase } from '@/lib/supabase';
import { ilikeAny } from '@/utils/search';

import { complianceKeys } from './keys';

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

export function getDeliveryLogPage(
  scope: CompanyScope,
  filters: DeliveryFilters,
  params: TableParams,
): Promise<Page<DeliveryLogEntry>> {
  return fetchPage(deliveryLogQuery(scope, filters, params.search, 'exact'), {
    params,
    sorts: ['occurred_at'],
    defaultSort: DEFAULT_DELIVERY_SORT,
    // Only the time is sortable (it is indexed); the id breaks ties so rows never move between pages.
    order: orderByTime('occurred_at'),
  });
}

export const deliveryLogPageQuery = (scope: CompanyScope, filters: DeliveryFilters, params: TableParams) =>
  queryOptions<Page<DeliveryLogEntry>>({
    queryKey: [...complianceKeys.deliveries(), 'page', scope, filters, params] as const,
    queryFn: () => getDeliveryLogPage(scope, filters, params),
    placeholderData: keepPreviousData,
    meta: {
      reads: ['delivery_events'],
      errorToast: { title: 'Error', description: 'No se pudo cargar la constancia de entregas.' },
    },
  });

export const useDeliveryLogPage = (scope: CompanyScope, filters: DeliveryFilters, params: TableParams) =>
  useQuery(deliveryLogPageQuery(scope, filters, params));
