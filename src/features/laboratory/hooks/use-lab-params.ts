// The laboratory list's page and search (useTableParams: ?page=&q=) plus its status filter (?estado=),
// all in the URL so a reload, a shared link and the back button keep them.
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

import { useTableParams } from '@/components/data-table/use-table-params';
import type { TableParams } from '@/lib/query/table-params';

import type { LabParams } from '../api/keys';
import { parseStatusFilter, type LabStatusFilter } from '../utils/lab-status';

export const STATUS_PARAM = 'estado';

export function useLabParams(defaults: Partial<TableParams> = {}) {
  const [table, setTable] = useTableParams(defaults);
  const [searchParams, setSearchParams] = useSearchParams();
  const status = parseStatusFilter(searchParams.get(STATUS_PARAM));
  const params: LabParams = React.useMemo(() => ({ ...table, status }), [table, status]);

  const setStatus = React.useCallback(
    (next: LabStatusFilter) =>
      setSearchParams((prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'all') out.delete(STATUS_PARAM);
        else out.set(STATUS_PARAM, next);
        // Another filter is another list: start again at its first page.
        out.delete('page');
        return out;
      }),
    [setSearchParams],
  );

  return { params, setParams: setTable, setStatus };
}
