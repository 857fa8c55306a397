// A non-empty url without url_monthly is a dashboard; a non-empty url_monthly is a monthly report.
import { parseFileReference } from '@/lib/files/file-reference';

import type { Indicator } from '../api/get-indicators';

const filled = (value: string | null) => (value ?? '').trim() !== '';

export function dashboardsOf(indicators: Indicator[]): Indicator[] {
  return indicators.filter((i) => filled(i.url) && !filled(i.url_monthly));
}

/** The https link an iframe may load, or null (storage references and other schemes are refused). */
export function embedUrl(value: string | null): string | null {
  try {
    const ref = parseFileReference(value);
    return ref.kind === 'external' ? ref.url : null;
  } catch {
    return null;
  }
}

export interface ReportPeriod {
  year: number;
  month: number;
}

/** The report's own year/month, or the month it was created in (UTC) when they are missing. */
export function reportPeriod(indicator: Indicator): ReportPeriod {
  if (indicator.year && indicator.month) return { year: indicator.year, month: indicator.month };
  const created = new Date(indicator.created_at);
  return { year: created.getUTCFullYear(), month: created.getUTCMonth() + 1 };
}

/** Monthly reports, newest period first, then by title. */
export function monthlyReportsOf(indicators: Indicator[]): Indicator[] {
  return indicators
    .filter((i) => filled(i.url_monthly))
    .map((i) => ({ indicator: i, period: reportPeriod(i) }))
    .sort(
      (a, b) =>
        b.period.year - a.period.year ||
        b.period.month - a.period.month ||
        (a.indicator.title ?? '').localeCompare(b.indicator.title ?? '', 'es'),
    )
    .map((entry) => entry.indicator);
}
