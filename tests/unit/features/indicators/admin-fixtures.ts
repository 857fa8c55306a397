import { COMPANY_A } from '../../kit/profiles';
import { LOOKER_A } from './fixtures';

/** An indicators row as the admin dashboards list's select returns it (with the embedded company). */
export const dashboardRow = (overrides: Record<string, unknown> = {}) => ({
  id: 'dash-1',
  company_id: COMPANY_A,
  is_global: false,
  title: 'Tablero A',
  url: LOOKER_A,
  url_monthly: null,
  year: null,
  month: null,
  created_at: '2026-03-05T12:00:00Z',
  company: { name: 'Constructora Alfa' },
  ...overrides,
});

/** A monthly report row as the admin reports list's select returns it. */
export const reportRow = (overrides: Record<string, unknown> = {}) => ({
  id: 'rep-1',
  company_id: COMPANY_A,
  is_global: false,
  title: 'Reporte Marzo',
  url: null,
  url_monthly: `storage://monthly-reports/${COMPANY_A}/2026/03/marzo.pdf`,
  year: 2026,
  month: 3,
  created_at: '2026-04-01T12:00:00Z',
  company: { name: 'Constructora Alfa' },
  ...overrides,
});

export const pdf = (name = 'reporte.pdf') => new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });
