// What reached a company since an instant, of one kind: the newest few and the count of all (a count, not
// every row). Each feature reads its own kind; 'Estado de la Cuenta' shows them together.

export interface NewsItem {
  id: string;
  label: string;
  at: string;
}

export interface NewsGroup {
  items: NewsItem[];
  total: number;
}

/** Each kind shows its newest few and how many there are in all. */
export const NEWS_SHOWN = 5;

/** The range of a kind's newest few: `.range(...NEWS_RANGE)`. */
export const NEWS_RANGE = [0, NEWS_SHOWN - 1] as const;

export const newsCount = { count: 'exact' } as const;

/** Unpacks one kind's `{ data, error, count }` once: throws the error, or maps its rows to items. */
export function newsGroup<T>(
  result: { data: T[] | null; error: unknown; count: number | null },
  item: (row: T) => NewsItem,
): NewsGroup {
  if (result.error) throw result.error;
  const items = (result.data ?? []).map(item);
  return { items, total: result.count ?? items.length };
}
