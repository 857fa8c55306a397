// The DC-3 writes days as dd/mm/aaaa (the portal's numeric date); dates from the database are calendar
// days ('YYYY-MM-DD') or instants (issued_at), read in the local time zone.
import { formatDate } from '@/utils/format';

const pad = (n: number) => String(n).padStart(2, '0');

export const dmy = (value: string | null | undefined): string => formatDate(value);

/** 'De 01/03/2026 a 15/03/2026'. */
export const periodText = (start: string | null | undefined, end: string | null | undefined) =>
  `De ${dmy(start)} a ${dmy(end)}`;

/** A day as the DC-3 boxes it: Año '2026', Mes '03', Día '01' (all '' without a date). */
export const dateBoxes = (value: string | null | undefined) => ({
  year: formatDate(value, { year: 'numeric' }),
  month: formatDate(value, { month: '2-digit' }),
  day: formatDate(value, { day: '2-digit' }),
});

/** Local calendar day 'YYYY-MM-DD' (to compare with due dates). */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Hours as written on the constancia: '8' or '2.5' (numeric columns may arrive as strings). */
export function hoursText(hours: number | string | null | undefined): string {
  const value = Number(hours);
  return Number.isFinite(value) ? String(value) : '';
}
