import { createColumnHelper } from '@tanstack/react-table';

import { StackedCell } from '@/components/data-table/stacked-cell';
import { SplitText } from '@/components/split-text';
import { Badge } from '@/components/ui/badge';
import { NO_COMPANY_LABEL } from '@/config/domain-labels';

import type { AdminUser } from '../../api/get-users-page';
import { roleLabel } from '../../utils/roles';

const column = createColumnHelper<AdminUser>();

export const statusLabel = (user: AdminUser) =>
  !user.active ? 'Inactivo' : user.must_change_password ? 'Cambio de contraseña pendiente' : 'Activo';

export const userColumnTexts = {
  name: 'Nombre',
  email: 'Correo y usuario',
  username: 'Usuario',
  role: 'Rol',
  company: 'Empresa',
} as const;

// The username under the e-mail and (under 'Todas las Empresas') the company under the name: fewer
// columns, so the list fits beside the side menu at 1280 px.
const nameColumn = (withCompany: boolean) =>
  column.accessor('full_name', {
    meta: { label: userColumnTexts.name, primary: true, className: 'min-w-40' },
    cell: ({ row }) => (
      <StackedCell
        main={<span className="font-medium">{row.original.full_name || row.original.username}</span>}
        lines={[
          withCompany && {
            label: userColumnTexts.company,
            value: row.original.company?.name ?? NO_COMPANY_LABEL,
          },
        ]}
      />
    ),
  });

const emailColumn = column.accessor('email', {
  meta: { label: userColumnTexts.email, className: 'min-w-40' },
  cell: ({ row }) => (
    <StackedCell
      main={<SplitText text={row.original.email} />}
      lines={[{ label: userColumnTexts.username, value: <SplitText text={row.original.username} /> }]}
    />
  ),
});

const roleColumn = column.accessor('role', {
  meta: { label: userColumnTexts.role },
  cell: ({ getValue }) => <Badge variant="secondary">{roleLabel(getValue())}</Badge>,
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

/** The company (under the name) only when the header shows every company. */
export const userColumns = (allCompanies: boolean) => [
  nameColumn(allCompanies),
  emailColumn,
  roleColumn,
  statusColumn,
];
