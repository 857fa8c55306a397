// A read-only log (audit trail, proof of delivery): newest first, one server page at a time, with a search,
// the screen's own filters, row actions that only read (an entry's detail) and, for the admin, 'Exportar CSV'. Each screen brings its query, columns and
// texts; the list states (loading, error, empty, no matches) come from the section table.
import type * as React from 'react';

import type { DataTableProps } from '@/components/data-table/data-table';
import { ListSection } from '@/components/section/list-section';
import { SectionTable, type ListTexts } from '@/components/section/section-table';
import type { Exporter } from '@/components/section/section-toolbar';

export interface LogTexts extends ListTexts {
  title: string;
  subtitle: string;
}

type LogScreenProps<T> = Pick<
  DataTableProps<T>,
  'columns' | 'query' | 'params' | 'onParamsChange' | 'filters' | 'filtered' | 'rowActions'
> & {
  /** Id of the heading that names the section. */
  id: string;
  texts: LogTexts;
  exporter?: Exporter;
};

export function LogScreen<T extends { id: string | number }>({
  id,
  texts,
  exporter,
  ...table
}: LogScreenProps<T>): React.ReactElement {
  return (
    <ListSection id={id} texts={texts} exporter={exporter}>
      <SectionTable texts={texts} {...table} />
    </ListSection>
  );
}
