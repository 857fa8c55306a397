import { createColumnHelper } from '@tanstack/react-table';

import { formatDate } from '@/utils/format';

import type { AdminCompany } from '../../api/get-companies-page';

const column = createColumnHelper<AdminCompany>();

export const companyColumns = [
  column.accessor('name', { meta: { label: 'Empresa', primary: true, className: 'min-w-40 font-medium' } }),
  column.accessor('rfc', {
    meta: { label: 'RFC', className: 'font-mono' },
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.accessor('userCount', { meta: { label: 'Usuarios' }, enableSorting: false }),
  column.accessor('created_at', {
    meta: { label: 'Alta' },
    cell: ({ getValue }) => formatDate(getValue()),
  }),
];
