// Days an overdue ('vencida') invoice is past its due date, counted in calendar days (due dates are days,
// not instants, so both sides are taken as UTC midnights and never shift with the time zone).
import { knownStatus } from './invoice-status';

const DAY_MS = 24 * 60 * 60 * 1000;

function localDay(now: Date): number {
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Null unless the invoice is vencida with a due date in the past. */
export function daysOverdue(
  invoice: { status: string | null; due_date: string | null },
  now = new Date(),
): number | null {
  if (knownStatus(invoice.status) !== 'vencida' || !invoice.due_date) return null;
  const due = Date.parse(`${invoice.due_date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(due)) return null;
  const days = Math.floor((localDay(now) - due) / DAY_MS);
  return days > 0 ? days : null;
}

export const overdueText = (days: number): string =>
  days === 1 ? '1 día de atraso' : `${days} días de atraso`;
