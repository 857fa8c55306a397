import { createColumnHelper } from '@tanstack/react-table';

import { Badge } from '@/components/ui/badge';
import { capitalize, monthName } from '@/utils/format';

import type { AdminDocument } from '../../api/get-documents-page';

const column = createColumnHelper<AdminDocument>();

export const companyLabel = (doc: AdminDocument) => (doc.is_global ? 'Global' : (doc.company?.name ?? '—'));

export const documentColumns = [
  column.accessor('name', {
    meta: { label: 'Nombre', primary: true, className: 'min-w-40 font-medium' },
  }),
  column.display({
    id: 'company',
    meta: { label: 'Empresa' },
    enableSorting: false,
    cell: ({ row }) => companyLabel(row.original),
  }),
  // Sorted on the server by year then month (get-documents-page.ts); the value only makes it sortable here.
  column.accessor((doc) => doc.year * 100 + doc.month, {
    id: 'period',
    meta: { label: 'Periodo' },
    cell: ({ row }) => `${capitalize(monthName(row.original.month))} ${row.original.year}`,
  }),
  column.accessor('document_type', {
    meta: { label: 'Tipo' },
    cell: ({ getValue }) => {
      const type = getValue();
      return type ? <Badge variant="secondary">{type}</Badge> : '—';
    },
  }),
];
