import { createColumnHelper } from '@tanstack/react-table';

import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/utils/format';

import type { AdminDashboard } from '../../api/get-dashboards-page';
import { classifyDashboardLink } from '../../utils/classify';
import { indicatorTexts } from '../texts';

const column = createColumnHelper<AdminDashboard>();

export const ownerLabel = (row: { is_global: boolean; company: { name: string } | null }) =>
  row.is_global ? 'Global' : (row.company?.name ?? '—');

function LinkCell({ url }: { url: string | null }) {
  const link = classifyDashboardLink(url);
  if (link.kind === 'embed') return <Badge variant="secondary">Looker Studio</Badge>;
  // Rows written before the host rule (or by hand) say what is wrong with them.
  return <Badge variant="destructive">{link.kind === 'convertible' ? 'Sin /embed/' : 'No permitido'}</Badge>;
}

export const dashboardColumns = [
  column.accessor('title', {
    meta: { label: 'Título', primary: true, className: 'min-w-40 font-medium' },
    cell: ({ getValue }) => getValue() || indicatorTexts.untitledDashboard,
  }),
  column.display({
    id: 'company',
    meta: { label: 'Empresa' },
    enableSorting: false,
    cell: ({ row }) => ownerLabel(row.original),
  }),
  column.display({
    id: 'link',
    meta: { label: 'Enlace' },
    enableSorting: false,
    cell: ({ row }) => <LinkCell url={row.original.url} />,
  }),
  column.accessor('created_at', {
    meta: { label: 'Creado' },
    cell: ({ getValue }) => formatDate(getValue()),
  }),
];
