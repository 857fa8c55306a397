// How a notification reads in the bell and the history: its moment and the company it concerns, and
// whether its link can be followed (it comes from the data, so only a path of the portal is).
import { formatDateTime } from '@/utils/format';

/** '28/11/2026 16:40': when it happened, to the minute (the portal's one style of a moment). */
export const noticeMoment = (value: string) => formatDateTime(value);

/** A path inside the portal's signed-in area; anything else (another site, '//host') is not followed. */
export function portalLink(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/dashboard') || link.startsWith('//')) return null;
  return link;
}

/**
 * The company a notification concerns, or nothing: one without a company is for everyone (a global document
 * or report) or about the person (an account, a course), and 'Sin empresa' would read as missing data.
 */
export const companyLabel = (company: { name: string } | null | undefined): string | null =>
  company?.name ?? null;

/** The line under a notification's title: its company, if any, and its moment. */
export const noticeDetail = (notice: { company: { name: string } | null; created_at: string }) =>
  [companyLabel(notice.company), noticeMoment(notice.created_at)].filter(Boolean).join(' · ');

/** The bell's accessible name, with the unread count it shows. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notificaciones';
  return `Notificaciones, ${unread} sin leer`;
}

/** The badge: the count up to 99. */
export const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));
