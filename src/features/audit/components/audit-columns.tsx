import { createColumnHelper } from '@tanstack/react-table';

import { SplitText } from '@/components/split-text';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { formatDateTime } from '@/utils/format';

import type { AuditEntry } from '../api/get-audit-page';
import { changeText, describeChanges } from '../utils/audit-changes';
import { actionLabel, actorOf } from '../utils/audit-labels';
import type { AuditNames } from '../utils/audit-names';
import { recordLabel } from '../utils/audit-record';

const column = createColumnHelper<AuditEntry>();

export const actionVariants: Record<string, BadgeProps['variant']> = {
  insert: 'success',
  update: 'info',
  delete: 'destructive',
};

/** '27/11/2026 16:40:53': the moment of a write, to the second. */
export const formatMoment = (value: string) => formatDateTime(value, { seconds: true });

// Who, what and how it changed, in the words of the screens; ids and table names are in the detail.
export function auditColumns(companyName: (id: string) => string | undefined, names: AuditNames) {
  return [
    column.accessor('occurred_at', {
      meta: { label: 'Fecha', className: 'whitespace-nowrap' },
      cell: ({ getValue }) => formatMoment(getValue()),
    }),
    column.display({
      id: 'actor',
      // Wide enough for an e-mail on one line; a longer one wraps between words where it can.
      meta: { label: 'Usuario', className: 'min-w-52' },
      cell: ({ row }) => {
        const actor = actorOf(row.original, names);
        return (
          <div className="grid min-w-0">
            <span className="font-medium">{actor.name}</span>
            {actor.email && <SplitText text={actor.email} />}
            {actor.detail && <span className="text-xs text-muted-foreground">{actor.detail}</span>}
          </div>
        );
      },
    }),
    column.display({
      id: 'record',
      meta: { label: 'Registro', primary: true, className: 'min-w-48' },
      cell: ({ row }) => (
        <div className="grid justify-items-start gap-1">
          <Badge variant={actionVariants[row.original.action] ?? 'secondary'}>
            {actionLabel(row.original.action)}
          </Badge>
          <span className="[overflow-wrap:anywhere]">{recordLabel(row.original, names)}</span>
        </div>
      ),
    }),
    column.display({
      id: 'company',
      meta: { label: 'Empresa' },
      cell: ({ row }) => {
        const id = row.original.company_id;
        return id ? (companyName(id) ?? names.name('companies', id) ?? 'Empresa eliminada') : '—';
      },
    }),
    column.display({
      id: 'changes',
      meta: { label: 'Cambios', className: 'min-w-56' },
      cell: ({ row }) => {
        const lines = describeChanges(row.original, names);
        if (lines.length === 0) return '—';
        return (
          <ul className="grid gap-0.5 text-xs">
            {lines.map((line, i) => (
              <li key={i} className="[overflow-wrap:anywhere]">
                {changeText(line)}
              </li>
            ))}
          </ul>
        );
      },
    }),
  ];
}
