// A management list: the app's DataTable fed from one texts object per section (its name, search box and
// the loading, error, empty and no-matches copy), rows keyed by their id unless told otherwise.
import { SearchX } from 'lucide-react';

import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import type { EmptyCopy } from '@/components/query-states';

export interface ListTexts {
  /** Accessible name of the table. */
  table: string;
  search?: string;
  searchPlaceholder?: string;
  loading: string;
  error: { title: string; description: string };
  empty: EmptyCopy;
  noMatches?: EmptyCopy;
}

/** The no-matches state shared by the searchable lists; `hint` says what to change. */
export const noMatches = (hint: string): EmptyCopy => ({
  icon: SearchX,
  title: 'No se encontraron resultados',
  description: hint,
});

/** The DataTable props that come from a list's texts. */
export const tableTextProps = (texts: ListTexts) => ({
  label: texts.table,
  texts: { loading: texts.loading, error: texts.error, empty: texts.empty },
  noMatches: texts.noMatches,
  search: texts.search ? { label: texts.search, placeholder: texts.searchPlaceholder } : undefined,
});

type SectionTableProps<T> = Omit<
  DataTableProps<T>,
  'label' | 'texts' | 'noMatches' | 'search' | 'getRowId'
> & {
  texts: ListTexts;
  getRowId?: (row: T) => string;
};

const rowId = (row: { id: string | number }) => String(row.id);

export function SectionTable<T extends { id: string | number }>({
  texts,
  getRowId = rowId,
  ...props
}: SectionTableProps<T>) {
  return <DataTable {...props} {...tableTextProps(texts)} getRowId={getRowId} />;
}
