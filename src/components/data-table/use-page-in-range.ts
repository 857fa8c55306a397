// Keeps a server-paginated list on a page that has rows. When the last row of a later page goes (deleted
// here, or gone by the time a refetch answers), the server returns that page empty with the new total, or
// answers 416 (PGRST103) when the offset is past the total; either way the list moves to the last page
// with rows instead of showing an empty or failed page. The move replaces the history entry, so the back
// button does not return to the page that no longer exists.
import type { UseQueryResult } from '@tanstack/react-query';
import * as React from 'react';

import { pageInRange, type OnParamsChange, type TableParams } from './table-params';
import type { Page } from './types';

const isRangeError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'PGRST103';

export function usePageInRange<T>(
  query: UseQueryResult<Page<T>>,
  params: TableParams,
  onParamsChange: OnParamsChange,
) {
  // Only an answer for this very page counts: placeholder rows belong to the page shown before, and
  // data being refetched may be about to change.
  const settled = !query.isFetching && !query.isPlaceholderData;
  const total = settled && query.isSuccess ? query.data.total : null;
  const pastEnd = settled && query.isError && isRangeError(query.error);
  const { page, pageSize } = params;

  React.useEffect(() => {
    // A 416 does not say the new total: the first page always exists.
    const target = pastEnd && page > 0 ? 0 : total === null ? null : pageInRange(page, pageSize, total);
    if (target !== null) onParamsChange({ page: target }, { replace: true });
  }, [total, pastEnd, page, pageSize, onParamsChange]);
}
