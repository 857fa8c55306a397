import { createColumnHelper } from '@tanstack/react-table';

import { formatDate, formatMonthYear } from '@/utils/format';

import type { AdminReport } from '../../api/get-reports-page';
import { indicatorTexts } from '../texts';
import { ownerLabel } from './dashboard-columns';

const column = createColumnHelper<AdminReport>();

export const reportColumns = [
  column.accessor('title', {
    meta: { label: 'Título', primary: true, className: 'min-w-40 font-medium' },
    cell: ({ getValue }) => getValue() || indicatorTexts.untitledReport,
  }),
  column.display({
    id: 'company',
    meta: { label: 'Empresa' },
    enableSorting: false,
    cell: ({ row }) => ownerLabel(row.original),
  }),
  // Sorted on the server by year then month (get-reports-page.ts); the value only makes it sortable here.
  column.accessor((row) => (row.year ?? 0) * 100 + (row.month ?? 0), {
    id: 'period',
    meta: { label: 'Periodo' },
    cell: ({ row }) => formatMonthYear(row.original.month, row.original.year) ?? '—',
  }),
  column.accessor('created_at', {
    meta: { label: 'Publicado' },
    cell: ({ getValue }) => formatDate(getValue()),
  }),
];
