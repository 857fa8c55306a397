import { createColumnHelper } from '@tanstack/react-table';

import { NO_COMPANY_LABEL } from '@/config/domain-labels';
import { formatDate } from '@/utils/format';

import type { Certificate } from '../../api/get-my-certificates';
import { hoursText, periodText } from '../../utils/dates';
import { CertificateStateBadge } from '../certificate-state-badge';

const column = createColumnHelper<Certificate>();

// Few columns so the table fits beside the side menu: the company under the name, hours and period
// under the course. The company line is the one the person belongs to ('Sin empresa' without one), as in
// every other list; the DC-3 itself names the employer it stores (the provider for a person without one).
export const certificateColumns = [
  column.accessor('worker_name', {
    meta: { label: 'Colaborador', primary: true, className: 'min-w-40' },
    cell: ({ row }) => (
      <div className="grid">
        <span className="font-medium">{row.original.worker_name}</span>
        <span className="text-xs text-muted-foreground">
          {row.original.company_id ? row.original.company_name : NO_COMPANY_LABEL}
        </span>
      </div>
    ),
  }),
  column.accessor('course_title', {
    meta: { label: 'Curso', className: 'min-w-48' },
    cell: ({ row }) => (
      <div className="grid">
        <span>{row.original.course_title}</span>
        <span className="text-xs text-muted-foreground">
          {hoursText(row.original.course_hours)} h ·{' '}
          {periodText(row.original.period_start, row.original.period_end)}
        </span>
      </div>
    ),
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
      <div className="grid justify-items-start gap-1">
        <CertificateStateBadge revokedAt={row.original.revoked_at} />
        {row.original.revoked_reason && (
          <span className="text-xs text-muted-foreground">{row.original.revoked_reason}</span>
        )}
      </div>
    ),
  }),
];
