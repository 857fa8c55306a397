// The columns of 'Capacitación del Personal'; only those the server sorts by have a sort button.
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format';

import type { CompanyCertificate } from '../../api/get-company-certificates';
import { hoursText, periodText } from '../../utils/dates';

const column = createColumnHelper<CompanyCertificate>();

export const companyCertificateColumns = [
  column.accessor('worker_name', { meta: { label: 'Colaborador', primary: true, className: 'font-medium' } }),
  column.accessor('job_title', {
    enableSorting: false,
    meta: { label: 'Puesto' },
    cell: ({ getValue }) => getValue() || '—',
  }),
  column.accessor('course_title', { meta: { label: 'Curso' } }),
  column.accessor('course_hours', {
    enableSorting: false,
    meta: { label: 'Horas' },
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
  column.accessor('code', {
    meta: { label: 'Código' },
    cell: ({ getValue }) => {
      const code = getValue() ?? '';
      return (
        <Link
          to={paths.verify.getHref(code)}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-6 items-center whitespace-nowrap font-mono text-primary underline-offset-4 hover:underline"
          aria-label={`Verificar constancia ${code}`}
        >
          {code}
        </Link>
      );
    },
  }),
];
