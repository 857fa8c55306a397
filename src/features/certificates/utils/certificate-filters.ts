// The admin certificate list's filters: company, state and issue-date range (?empresa=&estado=&desde=&hasta=).
import { CERTIFICATE_STATES, type CertificateState } from './certificate-status';
import { oneOf, useUrlFilters, validDay } from './url-filters';

export { CERTIFICATE_STATES, type CertificateState } from './certificate-status';

export interface CertificateFilters {
  company: string;
  state: CertificateState | '';
  /** Inclusive issue days 'YYYY-MM-DD', '' for open ends. */
  from: string;
  to: string;
}

const NAMES = { company: 'empresa', state: 'estado', from: 'desde', to: 'hasta' } as const;

const parse = (get: (key: keyof CertificateFilters) => string): CertificateFilters => ({
  company: get('company'),
  state: oneOf(get('state'), CERTIFICATE_STATES),
  from: validDay(get('from')),
  to: validDay(get('to')),
});

export const useCertificateFilters = () =>
  useUrlFilters(NAMES, parse) as readonly [CertificateFilters, (next: Partial<CertificateFilters>) => void];

/** Start of a local calendar day as an ISO instant; `after` moves to the next day (exclusive end). */
export function dayStart(day: string, after = false): string {
  const date = new Date(`${day}T00:00:00`);
  if (after) date.setDate(date.getDate() + 1);
  return date.toISOString();
}
