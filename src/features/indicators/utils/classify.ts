// A non-empty url without url_monthly is a dashboard; a non-empty url_monthly is a monthly report.
// Dashboards are embedded only from Looker Studio's embed pages: any other page would run inside the
// portal's frame with the permissions the sandbox grants, so it is refused or opened in its own tab.
import { parseFileReference } from '@/lib/files/file-reference';

import type { Indicator } from '../api/get-indicators';

const filled = (value: string | null) => (value ?? '').trim() !== '';

export function dashboardsOf(indicators: Indicator[]): Indicator[] {
  return indicators.filter((i) => filled(i.url) && !filled(i.url_monthly));
}

/** Looker Studio's hosts (datastudio.google.com is its former name and still serves embeds). */
export const LOOKER_HOSTS: readonly string[] = ['lookerstudio.google.com', 'datastudio.google.com'];

export type DashboardLink =
  /** An embed page of an allowed host: it may go into the iframe. */
  | { kind: 'embed'; url: string }
  /** A Looker report's viewing link (/reporting/...): its embed form is `embed`. */
  | { kind: 'convertible'; url: string; embed: string }
  /** A valid https link that cannot be embedded (another host, or a Looker page without an embed form). */
  | { kind: 'external'; url: string }
  /** Not an https link at all. */
  | { kind: 'invalid' };

// /embed/reporting/<id>[/page/<page>]; viewing links may carry the account segment /u/<n>/.
const EMBED_PATH = /^\/embed\/reporting\/[\w-]+(\/page\/[\w-]+)?\/?$/;
const VIEW_PATH = /^(?:\/u\/\d+)?\/reporting\/([\w-]+(?:\/page\/[\w-]+)?\/?)$/;

export function classifyDashboardLink(value: string | null): DashboardLink {
  let href: string;
  try {
    const ref = parseFileReference(value);
    if (ref.kind !== 'external') return { kind: 'invalid' };
    href = ref.url;
  } catch {
    return { kind: 'invalid' };
  }
  const url = new URL(href);
  if (!LOOKER_HOSTS.includes(url.hostname) || url.port !== '') return { kind: 'external', url: href };
  if (EMBED_PATH.test(url.pathname)) return { kind: 'embed', url: href };
  const view = VIEW_PATH.exec(url.pathname);
  if (view) {
    const embed = new URL(`/embed/reporting/${view[1]}`, url.origin);
    embed.search = url.search;
    return { kind: 'convertible', url: href, embed: embed.href };
  }
  return { kind: 'external', url: href };
}

/** The link an iframe may load (a viewing link is shown through its embed form), or null. */
export function embedUrl(value: string | null): string | null {
  const link = classifyDashboardLink(value);
  if (link.kind === 'embed') return link.url;
  if (link.kind === 'convertible') return link.embed;
  return null;
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
