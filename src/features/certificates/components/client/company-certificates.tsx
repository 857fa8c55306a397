// Client 'Capacitación del personal': the valid DC-3 constancias of the company's collaborators, each
// with a link to its public verification. Read-only; CURP and RFC are not exposed to clients.
import { createColumnHelper } from '@tanstack/react-table';
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router-dom';

import { PageSection } from '@/components/page-header';
import { QueryStates } from '@/components/query-states';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format';

import { useCompanyCertificates, type CompanyCertificate } from '../../api/get-company-certificates';
import { hoursText, periodText } from '../../utils/dates';
import { StaticTable } from './static-table';

const texts = {
  title: 'Capacitación del personal',
  subtitle: 'Constancias de competencias (DC-3) vigentes del personal asignado a tu empresa.',
  table: 'Constancias del personal',
  loading: 'Cargando constancias...',
  error: { title: 'Error', description: 'No se pudieron cargar las constancias del personal.' },
  empty: {
    icon: GraduationCap,
    title: 'Sin constancias',
    description: 'Aún no hay constancias emitidas para el personal de tu empresa.',
  },
} as const;

const column = createColumnHelper<CompanyCertificate>();
const columns = [
  column.accessor('worker_name', { meta: { label: 'Colaborador', primary: true, className: 'font-medium' } }),
  column.accessor('job_title', { meta: { label: 'Puesto' }, cell: ({ getValue }) => getValue() || '—' }),
  column.accessor('course_title', { meta: { label: 'Curso' } }),
  column.accessor('course_hours', {
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

export function CompanyCertificates({ companyId }: { companyId: string }) {
  const certificates = useCompanyCertificates(companyId);
  return (
    <PageSection id="company-certificates-title" title={texts.title} description={texts.subtitle}>
      <QueryStates query={certificates} loading={texts.loading} error={texts.error} empty={texts.empty}>
        {(rows) => (
          <StaticTable
            label={texts.table}
            columns={columns}
            rows={rows}
            getRowId={(r) => r.id ?? r.code ?? ''}
          />
        )}
      </QueryStates>
    </PageSection>
  );
}
