// Dates, times, months, numbers and money for display: es-MX through Intl, in this module only (a test
// keeps the rest of src/ from formatting dates itself). Numeric dates are 'dd/mm/aaaa', times 24 h.
const LOCALE = 'es-MX';

const monthFormatter = new Intl.DateTimeFormat(LOCALE, { month: 'long', timeZone: 'UTC' });

/** Spanish month names, index 0 = enero. */
export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, i) =>
  monthFormatter.format(new Date(Date.UTC(2024, i, 1))),
);

/** 1-12 -> 'enero'...'diciembre'; anything else -> ''. */
export function monthName(month: number | null | undefined): string {
  if (!month || !Number.isInteger(month) || month < 1 || month > 12) return '';
  return MONTH_NAMES[month - 1];
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase(LOCALE) + text.slice(1);
}

/** 'Marzo 2024'; null when month or year is missing so callers can show their fallback. */
export function formatMonthYear(
  month: number | null | undefined,
  year: number | null | undefined,
): string | null {
  const name = monthName(month);
  if (!name || !year) return null;
  return `${capitalize(name)} ${year}`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

// Building an Intl.DateTimeFormat costs far more than formatting with one (a page of the delivery log
// spent some 300 ms building 40 of them on the loaded bench machine): one per set of options, kept.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, options);
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

const NUMERIC_DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

const DATE_PARTS = [
  'dateStyle',
  'timeStyle',
  'weekday',
  'era',
  'year',
  'month',
  'day',
  'hour',
  'minute',
  'second',
];

/** A date or an instant: date-only strings are calendar days, read in UTC so they never shift. */
function toDate(value: string | Date): { date: Date; dateOnly: boolean } | null {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = dateOnly ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly };
}

/**
 * The portal's numeric date, 'dd/mm/aaaa' zero-padded ('05/03/2024'). Other options are for a caller that
 * needs a part of a date ('5 de marzo'); screens use this default, formatLongDate or formatDateTime.
 */
export function formatDate(
  value: string | Date | null | undefined,
  options: Intl.DateTimeFormatOptions = {},
): string {
  if (!value) return '';
  const parsed = toDate(value);
  if (!parsed) return '';
  const parts = DATE_PARTS.some((part) => part in options) ? options : { ...NUMERIC_DAY, ...options };
  return dateFormatter({ ...parts, ...(parsed.dateOnly ? { timeZone: 'UTC' } : {}) }).format(parsed.date);
}

/** '5 de marzo de 2024': a date inside a sentence. */
export function formatLongDate(value: string | Date | null | undefined): string {
  return formatDate(value, { day: 'numeric', month: 'long', year: 'numeric' });
}

interface DateTimeOptions {
  /** Adds the seconds (logs whose entries can be a second apart). */
  seconds?: boolean;
  /** The zone to read the instant in; the browser's when absent. */
  timeZone?: string;
}

/** '05/03/2024 16:40' (24 h), or '05/03/2024 16:40:53' with seconds: the portal's one style of a moment. */
export function formatDateTime(
  value: string | Date | null | undefined,
  { seconds = false, timeZone }: DateTimeOptions = {},
): string {
  if (!value) return '';
  const parsed = toDate(value);
  if (!parsed) return '';
  const zone = timeZone ? { timeZone } : {};
  const day = dateFormatter({ ...NUMERIC_DAY, ...zone }).format(parsed.date);
  const time = dateFormatter({
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
    ...zone,
  }).format(parsed.date);
  return `${day} ${time}`;
}

/** '16:40': the time of an instant, 24 h, for a sentence that already names the day. */
export function formatTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const parsed = toDate(value);
  if (!parsed) return '';
  return dateFormatter({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(parsed.date);
}

/** The calendar day of an instant in a time zone, 'aaaa-mm-dd' (for comparisons, never shown). */
export function isoDayIn(timeZone: string, now: Date = new Date()): string {
  const parts = dateFormatter({ timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    now,
  );
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** 'aaaa-mm-dd' (what the database stores) -> 'dd/mm/aaaa' (what a date field shows); '' otherwise. */
export function formatDateInput(iso: string | null | undefined): string {
  if (!iso || !DATE_ONLY.test(iso)) return '';
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * What a person typed in a date field ('5/3/2024', '05/03/2024', '05-03-2024', or a pasted '2024-03-05')
 * -> 'aaaa-mm-dd', or null when it is not a whole, real calendar day (31/02, a two-digit year).
 */
export function parseDateInput(text: string): string | null {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(text);
  const match = iso
    ? [iso[0], iso[3], iso[2], iso[1]]
    : /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const numberFormatters = new Map<number, Intl.NumberFormat>();

/** es-MX digits: 1234 -> '1,234', formatNumber(4.5, 1) -> '4.5' (always that many decimals). */
export function formatNumber(value: number, decimals = 0): string {
  let formatter = numberFormatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormatters.set(decimals, formatter);
  }
  return formatter.format(value);
}

const moneyFormatter = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$1,234.50'. PostgREST returns numeric columns as numbers or strings; both are accepted. */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  return `${sign}$${moneyFormatter.format(Math.abs(value))}`;
}

/** '$18,560.00 MXN': an amount as the portal shows it, with the currency its row carries. */
export function formatAmount(amount: number | string, currency: string | null | undefined): string {
  const money = formatMoney(amount);
  return currency ? `${money} ${currency}` : money;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 -> '1.5 KB', 5_300_000 -> '5.1 MB' (binary multiples, es-MX digits). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${formatNumber(value, digits)} ${BYTE_UNITS[unit]}`;
}
