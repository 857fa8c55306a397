// Loading, error, empty and data as sibling states of one query. The error toast is not here: the query
// client shows it once from the query's meta; this block shows the lasting message and a retry button.
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import * as React from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBlock } from '@/components/ui/error-block';
import { LoadingBlock } from '@/components/ui/spinner';
import { markFirstData } from '@/lib/first-data';

export interface EmptyCopy {
  title: string;
  description?: React.ReactNode;
  icon?: LucideIcon;
  action?: React.ReactNode;
}

export interface QueryStatesProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'isSuccess' | 'data' | 'refetch' | 'fetchStatus'>;
  loading: string;
  error: { title: string; description: string };
  /** Shown when isEmpty(data); omit both for screens that are never empty. */
  empty?: EmptyCopy;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => React.ReactNode;
}

const defaultIsEmpty = (data: unknown) => Array.isArray(data) && data.length === 0;

export function QueryStates<T>({
  query,
  loading,
  error,
  empty,
  isEmpty = defaultIsEmpty,
  children,
}: QueryStatesProps<T>) {
  // A disabled query (skipToken) is pending but idle: nothing is loading, nothing to show.
  const loadingNow = query.isPending && query.fetchStatus === 'fetching';
  const emptyNow = query.isSuccess && empty !== undefined && isEmpty(query.data as T);
  const settled = query.isSuccess || query.isError;
  React.useEffect(() => {
    if (settled) markFirstData();
  }, [settled]);
  return (
    <>
      {loadingNow && <LoadingBlock text={loading} />}
      {query.isError && (
        <ErrorBlock
          title={error.title}
          description={error.description}
          onRetry={() => void query.refetch()}
        />
      )}
      {emptyNow && empty && (
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
          action={empty.action}
        />
      )}
      {query.isSuccess && !emptyNow && children(query.data as T)}
    </>
  );
}
