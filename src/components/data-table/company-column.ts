import { createColumnHelper } from '@tanstack/react-table';

import type { Columns } from './types';

/** The 'Empresa' column of an admin list whose rows carry their company; '—' for none. */
export function companyColumn<T extends { company: { name: string } | null }>(): Columns<T>[number] {
  return createColumnHelper<T>().display({
    id: 'company',
    enableSorting: false,
    meta: { label: 'Empresa' },
    cell: ({ row }) => row.original.company?.name ?? '—',
  });
}

/** The company column only when every company is listed. */
export const companyColumnWhen = <T extends { company: { name: string } | null }>(
  show: boolean,
): Columns<T> => (show ? [companyColumn<T>()] : []);
