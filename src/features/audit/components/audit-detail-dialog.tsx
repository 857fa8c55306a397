// One audit entry in full: what the list shows, plus what only a technical reader needs (the record's id,
// the table, the actor's id and the change as stored).
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

import type { AuditEntry } from '../api/get-audit-page';
import { actionLabel, actorOf, tableLabel } from '../utils/audit-labels';
import type { AuditNames } from '../utils/audit-names';
import { recordLabel } from '../utils/audit-record';
import { formatMoment } from './audit-columns';

export const detailTexts = {
  title: 'Detalle del Movimiento',
  open: (record: string) => `Ver detalle: ${record}`,
  when: 'Fecha',
  who: 'Usuario',
  actorId: 'Id del usuario',
  action: 'Acción',
  section: 'Sección',
  table: 'Tabla',
  rowId: 'Id del registro',
  companyId: 'Id de la empresa',
  raw: 'Cambio tal como se guardó',
  none: '—',
} as const;

interface AuditDetailDialogProps {
  entry: AuditEntry | null;
  names: AuditNames;
  onOpenChange: (open: boolean) => void;
}

function Item({ label, value, mono }: { label: string; value: string | null; mono?: boolean }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={mono ? 'break-all font-mono text-xs' : '[overflow-wrap:anywhere]'}>
        {value || detailTexts.none}
      </dd>
    </>
  );
}

export function AuditDetailDialog({ entry, names, onOpenChange }: AuditDetailDialogProps) {
  const actor = entry ? actorOf(entry, names) : null;
  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{detailTexts.title}</DialogTitle>
          <DialogDescription>{entry ? recordLabel(entry, names) : ''}</DialogDescription>
        </DialogHeader>
        {entry && actor && (
          <div className="grid gap-4 text-sm">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              <Item label={detailTexts.when} value={formatMoment(entry.occurred_at)} />
              <Item
                label={detailTexts.who}
                value={[actor.name, actor.email, actor.detail].filter(Boolean).join(' · ')}
              />
              <Item label={detailTexts.actorId} value={entry.actor_id} mono />
              <Item label={detailTexts.action} value={actionLabel(entry.action)} />
              <Item label={detailTexts.section} value={tableLabel(entry.table_name)} />
              <Item label={detailTexts.table} value={entry.table_name} mono />
              <Item label={detailTexts.rowId} value={entry.row_id} mono />
              <Item label={detailTexts.companyId} value={entry.company_id} mono />
            </dl>
            <div className="grid gap-1">
              <h3 className="font-medium">{detailTexts.raw}</h3>
              <pre className="max-h-72 overflow-auto whitespace-pre-wrap break-all rounded-md bg-muted p-3 font-mono text-xs">
                {JSON.stringify(entry.changes, null, 2)}
              </pre>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
