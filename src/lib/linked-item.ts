// A notification's link names the item it is about in the URL (?factura=<id>, ?solicitud=<id>,
// ?documento=<id>, ?reporte=<id>, ?constancia=<id>): the screen narrows its list to that item until the
// person asks for the whole list again. Any other value (not an id) is ignored.
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

import type { TableParams } from '@/lib/query/table-params';

/** The query parameters of the notification links, one per kind of item. */
export const LINKED_ITEM_PARAMS = {
  invoice: 'factura',
  labRequest: 'solicitud',
  document: 'documento',
  report: 'reporte',
  certificate: 'constancia',
} as const;

export type LinkedItemParam = (typeof LINKED_ITEM_PARAMS)[keyof typeof LINKED_ITEM_PARAMS];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The linked item's id in a URL's query, or null (absent, or not an id). */
export function parseLinkedItem(url: URLSearchParams, param: LinkedItemParam): string | null {
  const raw = url.get(param) ?? '';
  return UUID.test(raw) ? raw.toLowerCase() : null;
}

export function useLinkedItem(param: LinkedItemParam) {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = parseLinkedItem(searchParams, param);
  const clear = React.useCallback(
    () =>
      setSearchParams((prev) => {
        const out = new URLSearchParams(prev);
        out.delete(param);
        out.delete('page');
        return out;
      }),
    [setSearchParams, param],
  );
  return { id, clear };
}

/** The period of a linked item (?anio=2026&mes=11): a year and, if given, its month (1-12). */
export const PERIOD_PARAMS = { year: 'anio', month: 'mes' } as const;

export function parseLinkedPeriod(url: URLSearchParams): { year: number | null; month: number | null } {
  const year = /^\d{4}$/.test(url.get(PERIOD_PARAMS.year) ?? '') ? Number(url.get(PERIOD_PARAMS.year)) : null;
  const rawMonth = /^\d{1,2}$/.test(url.get(PERIOD_PARAMS.month) ?? '')
    ? Number(url.get(PERIOD_PARAMS.month))
    : 0;
  const month = year !== null && rawMonth >= 1 && rawMonth <= 12 ? rawMonth : null;
  return { year, month };
}

/**
 * The linked period, and `clear` when the person picks another one: it drops the period and the item
 * in it (?documento=), since the screen no longer shows them.
 */
export function useLinkedPeriod() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { year, month } = parseLinkedPeriod(searchParams);
  const clear = React.useCallback(
    () =>
      setSearchParams((prev) => {
        const out = new URLSearchParams(prev);
        for (const param of [PERIOD_PARAMS.year, PERIOD_PARAMS.month, LINKED_ITEM_PARAMS.document]) {
          out.delete(param);
        }
        return out;
      }),
    [setSearchParams],
  );
  return { year, month, clear };
}

/** Narrows a list's select to the linked item, when there is one. */
export function onlyLinked<Q extends { eq(column: 'id', value: string): Q }>(query: Q, id: string | null): Q {
  return id ? query.eq('id', id) : query;
}

/** A paged list's params when a notification may narrow it to one item: its id, or null for all. */
export interface LinkedPageParams extends TableParams {
  item: string | null;
}

/** The `where` of a paged list (scopedPageQuery) narrowed to the linked item, when there is one. */
export function whereLinked<Q extends { eq(column: 'id', value: string): Q }>(
  query: Q,
  params: LinkedPageParams,
): Q {
  return onlyLinked(query, params.item);
}

/**
 * A list read whole (not paged): only the linked item when it is in it, else every row (an item since
 * removed leaves the list as it is). `found` says whether the list was narrowed.
 */
export function pickLinked<T extends { id: string }>(rows: T[], id: string | null) {
  const linked = id ? rows.filter((row) => row.id === id) : [];
  return linked.length > 0 ? { rows: linked, found: true } : { rows, found: false };
}
