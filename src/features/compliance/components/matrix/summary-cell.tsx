// One company-month of the admin matrix: the traffic light with 'delivered/expected', and a screen-reader
// sentence with the company, the month and the counts behind the colour. Opens the month's detail.
import { StatusIcon } from '@/components/status-light';

import type { PeriodSummary } from '../../utils/status';
import { LIGHT_LABELS } from './status-light';

export const summaryTexts = {
  delivered: 'entregados',
  detail: (s: PeriodSummary) => {
    if (s.status === 'late') return `${LIGHT_LABELS.late}: ${s.late} atrasados, ${s.expired} vencidos`;
    if (s.status === 'pending')
      return `${LIGHT_LABELS.pending}: ${s.pending} ${s.pending === 1 ? 'pendiente' : 'pendientes'}`;
    return LIGHT_LABELS[s.status];
  },
} as const;

interface SummaryCellProps {
  summary: PeriodSummary;
  /** 'Constructora Alfa, Marzo 2026', read before the counts. */
  context: string;
  onOpen: () => void;
}

export function SummaryCell({ summary, context, onOpen }: SummaryCellProps) {
  if (summary.status === 'empty') {
    return (
      <span className="inline-flex min-h-9 items-center gap-1.5 text-muted-foreground">
        <StatusIcon status="empty" />
        <span className="sr-only">{`${context}: ${LIGHT_LABELS.empty}`}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${summary.delivered}/${summary.expected} ${summaryTexts.delivered} — ${context}. ${summaryTexts.detail(summary)}`}
      className="inline-flex min-h-9 min-w-16 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 font-medium tabular-nums hover:border-border hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <StatusIcon status={summary.status} />
      <span>{`${summary.delivered}/${summary.expected}`}</span>
    </button>
  );
}
