// The proof-of-delivery log as the screens and the CSV show it: which entries, their Spanish event names
// and the filters a list of them takes (kept in the URL by the screens).
import type { Tables } from '@/types/database';

export const DELIVERY_LOG_COLUMNS =
  'id, occurred_at, event, company_id, document_id, laboratory_request_id, item_name, sha256, period_year, period_month, actor_email';

export type DeliveryLogEntry = Pick<
  Tables<'delivery_events'>,
  | 'id'
  | 'occurred_at'
  | 'event'
  | 'company_id'
  | 'document_id'
  | 'laboratory_request_id'
  | 'item_name'
  | 'sha256'
  | 'period_year'
  | 'period_month'
  | 'actor_email'
>;

export const DELIVERY_EVENT_LABELS = {
  published: 'Publicado',
  opened: 'Abierto',
  downloaded: 'Descargado',
} as const;

export type DeliveryLogEvent = keyof typeof DELIVERY_EVENT_LABELS;
export const ALL_EVENTS = 'all';
export type DeliveryEventFilter = DeliveryLogEvent | typeof ALL_EVENTS;

export function isDeliveryEvent(value: string | null | undefined): value is DeliveryLogEvent {
  return value !== null && value !== undefined && Object.hasOwn(DELIVERY_EVENT_LABELS, value);
}

export function eventLabel(event: string): string {
  return isDeliveryEvent(event) ? DELIVERY_EVENT_LABELS[event] : event;
}

export interface DeliveryFilters {
  event: DeliveryEventFilter;
  /** Inclusive calendar days, `YYYY-MM-DD`, or '' for open ends. */
  from: string;
  to: string;
}

export const NO_DELIVERY_FILTERS: DeliveryFilters = { event: ALL_EVENTS, from: '', to: '' };

/** Start of a local calendar day as an ISO instant; `after` moves to the next day (exclusive end). */
export function dayStart(day: string, after = false): string {
  const date = new Date(`${day}T00:00:00`);
  if (after) date.setDate(date.getDate() + 1);
  return date.toISOString();
}

/** 'a1b2c3d4…e5f6' — enough to compare by eye; the full hash goes in a title and the copy button. */
export function shortHash(sha256: string): string {
  return sha256.length > 16 ? `${sha256.slice(0, 8)}…${sha256.slice(-4)}` : sha256;
}
