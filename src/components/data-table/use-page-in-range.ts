// Keeps a server-paginated list on a page that has rows. When the last rows of a later page go (deleted
// here, or gone by the time a refetch answers), the server returns that page empty with the new total,
// or answers 416 (PGRST103) when the offset is past the total; either way the list moves to the last
// page with rows instead of showing an empty or failed page. A 416 states the total (past-end.ts), so no
// second request is needed to find the last page; a 416 that does not (no PostgREST answers so) sends the
// list to its first page, which always exists. The move replaces the history entry, so the back button
// does not return to a page that no longer exists.
import type { UseQueryResult } from '@tanstack/react-query';
import * as React from 'react';

import { isPastEnd, pastEndTotal } from '@/lib/query/past-end';
import { lastPage, pageInRange, type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';

import type { OnParamsChange } from './use-table-params';

/** True while a 416 past the end is being turned into the last page (the table shows it as loading). */
export function usePageInRange<T>(
  query: UseQueryResult<Page<T>>,
  params: TableParams,
  onParamsChange: OnParamsChange,
): boolean {
  // Only an answer for this very page counts: placeholder rows belong to the page shown before, and
  // data being refetched may be about to change.
  const settled = !query.isFetching && !query.isPlaceholderData;
  const total = settled && query.isSuccess ? query.data.total : null;
  const pastEnd = settled && query.isError && isPastEnd(query.error);
  const statedTotal = pastEnd ? pastEndTotal(query.error) : null;
  const { page, pageSize } = params;
  React.useEffect(() => {
    let target: number | null = null;
    // Never the same page or a later one, whatever the answer states: the move must end. Without a
    // stated total, the first page (which always exists).
    if (pastEnd && page > 0) target = Math.min(lastPage(statedTotal ?? 0, pageSize), page - 1);
    else if (total !== null) target = pageInRange(page, pageSize, total);
    if (target !== null) onParamsChange({ page: target }, { replace: true });
  }, [total, pastEnd, statedTotal, page, pageSize, onParamsChange]);

  return pastEnd && page > 0;
}
