import { createColumnHelper } from '@tanstack/react-table';

import { companyColumnWhen } from '@/components/data-table/company-column';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/utils/format';

import type { AdminLabRequest } from '../../api/get-requests-page';
import { labStatus } from '../../utils/lab-status';
import { VerdictBadge } from '../verdict-badge';
import { consentInForce } from './verdict-dialogs';

/** Published or not, and in a verdict-only company whether a consent releases it. */
function ResultState({ request }: { request: AdminLabRequest }) {
  const published = request.result_url ? 'Publicado' : 'Sin resultado';
  if (request.company?.lab_release_mode !== 'solo_dictamen') return <>{published}</>;
  const consent = consentInForce(request);
  return (
    <span className="grid gap-0.5">
      <span>{published} · Solo dictamen</span>
      <span className="text-xs text-muted-foreground">
        {consent
          ? `Consentimiento del ${formatDate(consent.granted_on)} (${consent.worker_name})`
          : 'Sin consentimiento vigente'}
      </span>
    </span>
  );
}

const column = createColumnHelper<AdminLabRequest>();

export function requestColumns(showCompany: boolean) {
  return [
    column.accessor('request_type', {
      meta: { label: 'Tipo de examen', primary: true, className: 'min-w-40 font-medium' },
    }),
    ...companyColumnWhen<AdminLabRequest>(showCompany),
    column.accessor('patient_name', {
      meta: { label: 'Paciente' },
      cell: ({ getValue }) => getValue() || '—',
    }),
    column.accessor('request_date', {
      meta: { label: 'Fecha' },
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.accessor('status', {
      meta: { label: 'Estado' },
      cell: ({ getValue }) => {
        const status = labStatus(getValue());
        return <Badge variant={status.variant}>{status.label}</Badge>;
      },
    }),
    column.display({
      id: 'verdict',
      meta: { label: 'Dictamen' },
      enableSorting: false,
      cell: ({ row }) =>
        row.original.verdict ? (
          <VerdictBadge
            verdict={row.original.verdict}
            validUntil={row.original.verdict_valid_until}
            restrictions={row.original.verdict_restrictions}
          />
        ) : (
          <span className="text-muted-foreground">Sin dictamen</span>
        ),
    }),
    column.display({
      id: 'result',
      meta: { label: 'Resultado' },
      enableSorting: false,
      cell: ({ row }) => <ResultState request={row.original} />,
    }),
  ];
}
