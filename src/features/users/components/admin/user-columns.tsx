import { createColumnHelper } from '@tanstack/react-table';

import { SplitText } from '@/components/split-text';
import { Badge } from '@/components/ui/badge';
import { NO_COMPANY_LABEL } from '@/config/domain-labels';

import type { AdminUser } from '../../api/get-users-page';
import { roleLabel } from '../../utils/roles';

const column = createColumnHelper<AdminUser>();

export const statusLabel = (user: AdminUser) =>
  !user.active ? 'Inactivo' : user.must_change_password ? 'Cambio de contraseña pendiente' : 'Activo';

const baseColumns = [
  column.accessor('full_name', {
    meta: { label: 'Nombre', primary: true, className: 'min-w-40 font-medium' },
    cell: ({ row }) => row.original.full_name || row.original.username,
  }),
  column.accessor('email', {
    meta: { label: 'Correo', className: 'min-w-40' },
    cell: ({ getValue }) => <SplitText text={getValue()} />,
  }),
  column.accessor('username', { meta: { label: 'Usuario' } }),
  column.accessor('role', {
    meta: { label: 'Rol' },
    cell: ({ getValue }) => <Badge variant="secondary">{roleLabel(getValue())}</Badge>,
  }),
];

const companyColumn = column.display({
  id: 'company',
  meta: { label: 'Empresa' },
  enableSorting: false,
  cell: ({ row }) => row.original.company?.name ?? NO_COMPANY_LABEL,
});

const statusColumn = column.accessor('active', {
  meta: { label: 'Estado' },
  enableSorting: false,
  cell: ({ row }) => (
    <Badge
      variant={
        !row.original.active ? 'destructive' : row.original.must_change_password ? 'warning' : 'success'
      }
    >
      {statusLabel(row.original)}
    </Badge>
  ),
});

/** The company column only when the header shows every company. */
export const userColumns = (allCompanies: boolean) =>
  allCompanies ? [...baseColumns, companyColumn, statusColumn] : [...baseColumns, statusColumn];
