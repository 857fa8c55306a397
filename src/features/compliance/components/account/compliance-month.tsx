// One month's completeness: its traffic light, the counts, and what is still missing with its due date.
import { StatusLight } from '@/components/status-light';
import { formatDate } from '@/utils/format';

import type { ComplianceMonth, MonthStatus } from '../../utils/compliance-overview';

const MONTH_STATUS_LABELS: Record<MonthStatus, string> = {
  complete: 'Completo',
  pending: 'Pendiente',
  late: 'Atrasado',
  empty: 'Sin entregas esperadas',
};

/** The most urgent few (late first); the full list is in the REPSE tab or Cumplimiento. */
const SHOWN = 5;

const texts = {
  counts: (delivered: number, expected: number) => `${delivered} de ${expected} entregados`,
  nothingDue: 'No se esperan entregas que cierren este mes.',
  allDelivered: 'Todo lo esperado está entregado.',
  due: (date: string) => `vence el ${formatDate(date)}`,
  noDue: 'sin fecha límite',
  more: (n: number) => (n === 1 ? 'y 1 documento más' : `y ${n} documentos más`),
};

export function ComplianceMonthBlock({ month }: { month: ComplianceMonth }) {
  const headingId = `account-month-${month.key}`;
  return (
    <div className="grid content-start gap-2 rounded-md border p-3" role="group" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-medium">
          {month.label}
        </h4>
        <StatusLight status={month.status} label={MONTH_STATUS_LABELS[month.status]} />
      </div>
      {month.status === 'empty' && <p className="text-sm text-muted-foreground">{texts.nothingDue}</p>}
      {month.status !== 'empty' && (
        <p className="text-sm text-muted-foreground">{texts.counts(month.delivered, month.expected)}</p>
      )}
      {month.status === 'complete' && <p className="text-sm">{texts.allDelivered}</p>}
      {month.missing.length > 0 && (
        <ul className="grid gap-1.5 text-sm">
          {month.missing.slice(0, SHOWN).map((item) => (
            <li key={item.key} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="min-w-0">
                <span className="font-medium">{item.name}</span>{' '}
                <span className="text-muted-foreground">
                  ({item.period}, {item.dueDate ? texts.due(item.dueDate) : texts.noDue})
                </span>
              </span>
              <StatusLight status={item.status} label={item.statusLabel} />
            </li>
          ))}
          {month.missing.length > SHOWN && (
            <li className="text-muted-foreground">{texts.more(month.missing.length - SHOWN)}</li>
          )}
        </ul>
      )}
    </div>
  );
}
