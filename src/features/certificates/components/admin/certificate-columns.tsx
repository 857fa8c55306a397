import { createColumnHelper } from '@tanstack/react-table';

import { formatDate } from '@/utils/format';

import type { Certificate } from '../../api/get-my-certificates';
import { hoursText, periodText } from '../../utils/dates';
import { CertificateStateBadge } from '../certificate-state-badge';

const column = createColumnHelper<Certificate>();

export const certificateColumns = [
  column.accessor('worker_name', {
    meta: { label: 'Colaborador', primary: true, className: 'min-w-40 font-medium' },
  }),
  column.accessor('company_name', { meta: { label: 'Empresa' }, enableSorting: false }),
  column.accessor('course_title', { meta: { label: 'Curso', className: 'min-w-40' } }),
  column.accessor('course_hours', {
    meta: { label: 'Horas' },
    enableSorting: false,
    cell: ({ getValue }) => hoursText(getValue()),
  }),
  column.display({
    id: 'period',
    meta: { label: 'Periodo' },
    cell: ({ row }) => periodText(row.original.period_start, row.original.period_end),
  }),
  column.accessor('issued_at', {
    meta: { label: 'Emitida' },
    cell: ({ getValue }) => formatDate(getValue()),
  }),
  column.accessor('code', { meta: { label: 'Código', className: 'font-mono whitespace-nowrap' } }),
  column.display({
    id: 'state',
    meta: { label: 'Estado' },
    cell: ({ row }) => (
      <div className="grid gap-1">
        <CertificateStateBadge revokedAt={row.original.revoked_at} />
        {row.original.revoked_reason && (
          <span className="text-xs text-muted-foreground">{row.original.revoked_reason}</span>
        )}
      </div>
    ),
  }),
];
