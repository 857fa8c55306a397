import { COMPANY_A } from '../../kit/profiles';

/** A laboratory_requests row as the admin list's select returns it (with the embedded company and consents). */
export const requestRow = (overrides: Record<string, unknown> = {}) => ({
  id: 'r-1',
  company_id: COMPANY_A,
  request_type: 'Química sanguínea',
  patient_name: 'Héctor Ruiz',
  request_date: '2026-03-10',
  notes: null,
  status: 'pendiente',
  result_url: null,
  verdict: null,
  verdict_valid_until: null,
  verdict_restrictions: null,
  updated_at: '2026-03-10T12:00:00.000001Z',
  company: { name: 'Constructora Alfa', lab_release_mode: 'resultado_completo' },
  consents: [],
  ...overrides,
});

export const pdf = (name = 'resultado.pdf', type = 'application/pdf') =>
  new File(['%PDF-1.4\n'], name, { type });
