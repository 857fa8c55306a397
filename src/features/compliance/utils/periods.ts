// Periods and due dates of the compliance catalogue (supabase/migrations/*_compliance.sql): which period a
// month belongs to for each periodicity, when a period's evidence is due, and calendar-day arithmetic on
// 'YYYY-MM-DD' strings (calendar days never shift with the time zone).
import type { Periodicity } from '@/config/domain-labels';
import type { Tables } from '@/types/database';
import { capitalize, isoDayIn, MONTH_NAMES } from '@/utils/format';

export { PERIODICITIES, PERIODICITY_LABELS, type Periodicity } from '@/config/domain-labels';
/** The periodicities that have periods (one_off and on_change have none). */
export type PeriodicPeriodicity = Exclude<Periodicity, 'one_off' | 'on_change'>;

const MONTHS_PER_PERIOD: Record<PeriodicPeriodicity, number> = {
  monthly: 1,
  bimonthly: 2,
  four_monthly: 4,
  yearly: 12,
};

export function isPeriodic(periodicity: string): periodicity is PeriodicPeriodicity {
  return periodicity in MONTHS_PER_PERIOD;
}

export interface YearMonth {
  year: number;
  month: number; // 1-12
}

export interface Period {
  periodicity: PeriodicPeriodicity;
  year: number;
  /** First and last month (1-12) of the period, both inside `year`. */
  startMonth: number;
  endMonth: number;
  /** 'YYYY-MM' of the first month: unique per periodicity. */
  key: string;
}

export const monthKey = ({ year, month }: YearMonth): string => `${year}-${String(month).padStart(2, '0')}`;

export function parseMonthKey(key: string): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** Months after (positive) or before (negative) a month. */
export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The months from `from` to `to`, both included, oldest first (empty when `to` is before `from`). */
export function monthsBetween(from: YearMonth, to: YearMonth): YearMonth[] {
  const months: YearMonth[] = [];
  for (let m = from; compareMonths(m, to) <= 0; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** The period of a periodicity that contains a month; null for one_off and on_change. */
export function periodOf(periodicity: string, at: YearMonth): Period | null {
  if (!isPeriodic(periodicity)) return null;
  const size = MONTHS_PER_PERIOD[periodicity];
  const startMonth = Math.floor((at.month - 1) / size) * size + 1;
  return {
    periodicity,
    year: at.year,
    startMonth,
    endMonth: startMonth + size - 1,
    key: monthKey({ year: at.year, month: startMonth }),
  };
}

export function periodContains(period: Period, at: YearMonth): boolean {
  return at.year === period.year && at.month >= period.startMonth && at.month <= period.endMonth;
}

const shortMonth = (month: number) => capitalize(MONTH_NAMES[month - 1].slice(0, 3));

/** 'Marzo 2026', 'Ene–Feb 2026', 'Ene–Abr 2026', '2026'. */
export function periodLabel(period: Period): string {
  if (period.periodicity === 'yearly') return String(period.year);
  if (period.startMonth === period.endMonth) {
    return `${capitalize(MONTH_NAMES[period.startMonth - 1])} ${period.year}`;
  }
  return `${shortMonth(period.startMonth)}–${shortMonth(period.endMonth)} ${period.year}`;
}

export const daysInMonth = ({ year, month }: YearMonth): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

export const isoDate = (year: number, month: number, day: number): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export type DueRule = Pick<Tables<'document_types'>, 'due_day' | 'due_month_offset'>;

/**
 * The due date of a period: day `due_day` of the month `due_month_offset` months after the period's last
 * month, or that month's last day when it is shorter (31 in February -> 28 or 29). Null without a rule.
 */
export function dueDate(rule: DueRule, period: Period): string | null {
  if (!rule.due_day) return null;
  const month = addMonths({ year: period.year, month: period.endMonth }, rule.due_month_offset);
  return isoDate(month.year, month.month, Math.min(rule.due_day, daysInMonth(month)));
}

const toUtc = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

export function addDays(iso: string, days: number): string {
  return new Date(toUtc(iso) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's calendar date where the provider and its clients work (Mexico City), 'YYYY-MM-DD'. */
export function todayInMexico(now: Date = new Date()): string {
  return isoDayIn('America/Mexico_City', now);
}

export const monthOfDate = (iso: string): YearMonth => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
});
