import { createColumnHelper } from '@tanstack/react-table';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { formatDate } from '@/utils/format';

import type { AuditEntry } from '../api/get-audit-page';
import { describeChanges } from '../utils/audit-changes';
import { actionLabel, roleLabel, tableLabel } from '../utils/audit-labels';

const column = createColumnHelper<AuditEntry>();

const actionVariants: Record<string, BadgeProps['variant']> = {
  insert: 'success',
  update: 'info',
  delete: 'destructive',
};

export function auditColumns(companyName: (id: string) => string | undefined) {
  return [
    column.accessor('occurred_at', {
      meta: { label: 'Fecha', primary: true, className: 'whitespace-nowrap' },
      cell: ({ getValue }) => formatDate(getValue(), { dateStyle: 'medium', timeStyle: 'medium' }),
    }),
    column.display({
      id: 'actor',
      meta: { label: 'Usuario' },
      cell: ({ row }) => (
        <div className="min-w-0">
          <div className="break-all">{row.original.actor_email ?? 'Desconocido'}</div>
          <div className="text-xs text-muted-foreground">{roleLabel(row.original.actor_role)}</div>
        </div>
      ),
    }),
    column.display({
      id: 'action',
      meta: { label: 'Acción' },
      cell: ({ row }) => (
        <Badge variant={actionVariants[row.original.action] ?? 'secondary'}>
          {actionLabel(row.original.action)}
        </Badge>
      ),
    }),
    column.display({
      id: 'table',
      meta: { label: 'Sección' },
      cell: ({ row }) => tableLabel(row.original.table_name),
    }),
    column.display({
      id: 'row',
      meta: { label: 'Registro', className: 'max-w-48' },
      cell: ({ row }) => {
        const id = row.original.row_id;
        if (!id) return '—';
        // A Storage object's id is its whole key; the file name says enough, the rest is in the tooltip.
        const shown = row.original.table_name === 'storage.objects' ? (id.split('/').pop() ?? id) : id;
        return (
          <span title={id} className="break-all font-mono text-xs">
            {shown}
          </span>
        );
      },
    }),
    column.display({
      id: 'company',
      meta: { label: 'Empresa' },
      cell: ({ row }) => {
        const id = row.original.company_id;
        return id ? (companyName(id) ?? 'Empresa eliminada') : '—';
      },
    }),
    column.display({
      id: 'changes',
      meta: { label: 'Cambios', className: 'min-w-56' },
      cell: ({ row }) => {
        const lines = describeChanges(row.original.action, row.original.changes, companyName);
        if (lines.length === 0) return '—';
        return (
          <ul className="grid gap-0.5 text-xs">
            {lines.map((line, i) => (
              <li key={i} className="break-words [overflow-wrap:anywhere]">
                {line}
              </li>
            ))}
          </ul>
        );
      },
    }),
  ];
}
