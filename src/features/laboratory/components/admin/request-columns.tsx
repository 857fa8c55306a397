import { createColumnHelper } from '@tanstack/react-table';

import { companyColumnWhen } from '@/components/data-table/company-column';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/utils/format';

import type { AdminLabRequest } from '../../api/get-requests-page';
import { labStatus } from '../../utils/lab-status';

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
      id: 'result',
      meta: { label: 'Resultado' },
      enableSorting: false,
      cell: ({ row }) => (row.original.result_url ? 'Publicado' : 'Sin resultado'),
    }),
  ];
}
