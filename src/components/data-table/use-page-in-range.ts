// Keeps a server-paginated list on a page that has rows. When the last rows of a later page go (deleted
// here, or gone by the time a refetch answers), the server returns that page empty with the new total,
// or answers 416 (PGRST103) when the offset is past the total; either way the list moves to the last
// page with rows instead of showing an empty or failed page. A 416 states the total (past-end.ts); if an
// answer ever does not, the list asks it: its first page carries the exact count, and the move goes on
// from there to the last page. The moves replace the history entry, so the back button does not return
// to a page that no longer exists.
import type { UseQueryResult } from '@tanstack/react-query';
import * as React from 'react';

import { isPastEnd, pastEndTotal } from './past-end';
import { lastPage, pageInRange, type OnParamsChange, type TableParams } from './table-params';
import type { Page } from './types';

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
  // Set when a 416 did not state the total and the first page was asked for it.
  const askingTotal = React.useRef(false);

  React.useEffect(() => {
    let target: number | null = null;
    if (pastEnd && page > 0) {
      askingTotal.current = statedTotal === null;
      target = statedTotal === null ? 0 : lastPage(statedTotal, pageSize);
    } else if (total !== null && askingTotal.current && page === 0) {
      askingTotal.current = false;
      target = lastPage(total, pageSize);
      if (target === page) target = null;
    } else if (total !== null) {
      askingTotal.current = false;
      target = pageInRange(page, pageSize, total);
    }
    if (target !== null) onParamsChange({ page: target }, { replace: true });
  }, [total, pastEnd, statedTotal, page, pageSize, onParamsChange]);

  return pastEnd && page > 0;
}
