import { createColumnHelper } from '@tanstack/react-table';

import { Badge } from '@/components/ui/badge';
import { capitalize, formatDate, monthName } from '@/utils/format';

import type { AdminDocument } from '../../api/get-documents-page';
import { shortSha256 } from '../../utils/file-digest';

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
  column.accessor('expires_on', {
    meta: { label: 'Vence' },
    enableSorting: false,
    cell: ({ getValue }) => formatDate(getValue()) || '—',
  }),
  column.accessor('sha256', {
    meta: { label: 'SHA-256' },
    enableSorting: false,
    cell: ({ getValue }) => {
      const sha = getValue();
      return sha ? (
        <code className="font-mono text-xs" title={sha}>
          {shortSha256(sha)}
        </code>
      ) : (
        '—'
      );
    },
  }),
];
