// Rows for the 'Estado de la Cuenta' tests, as the server returns them (only the columns the screens read
// plus company_id for the filters the fake backend applies).
import { COMPANY_A } from './profiles';

/** 23 Nov 2026 at noon in Mexico City: current month November, last closed month October. */
export const NOW = new Date('2026-11-23T18:00:00Z');
export const TODAY = '2026-11-23';

export const invoice = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  company_id: COMPANY_A,
  invoice_number: 'F-001',
  amount: 1000,
  currency: 'MXN',
  due_date: '2026-12-10',
  status: 'pendiente',
  issue_date: '2026-11-01',
  created_at: '2026-11-01T12:00:00Z',
  ...over,
});

export const labRequest = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  company_id: COMPANY_A,
  request_type: 'Biometría hemática',
  patient_name: 'Juan Pérez',
  request_date: '2026-11-10',
  result_url: 'storage://laboratory-results/a.pdf',
  updated_at: '2026-11-12T12:00:00Z',
  ...over,
});

export const deliveryEvent = (over: Record<string, unknown> = {}) => ({
  id: Math.floor(Math.random() * 1e9),
  company_id: COMPANY_A,
  event: 'downloaded',
  document_id: null,
  laboratory_request_id: null,
  item_name: 'Elemento',
  occurred_at: '2026-11-15T12:00:00Z',
  ...over,
});

export const certificate = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  code: 'A1B2-C3D4-E5F6',
  company_id: COMPANY_A,
  worker_name: 'Pérez Núñez José Ángel',
  job_title: 'Supervisor',
  course_title: 'Trabajos en altura',
  issued_at: '2026-10-01T12:00:00Z',
  revoked_at: null,
  ...over,
});

const baseType = {
  description: null,
  legal_basis: null,
  due_day: 17,
  due_month_offset: 1,
  validity: 'none',
  validity_days: null,
  scope: 'company',
  applies_to_all: true,
  deductibility: true,
  active: true,
};

export const TYPE_CFDI = 'a0000000-0000-4000-8000-000000000001';
export const TYPE_OPINION = 'a0000000-0000-4000-8000-000000000002';
export const TYPE_REPSE = 'a0000000-0000-4000-8000-000000000003';

export const types = [
  {
    ...baseType,
    id: TYPE_CFDI,
    code: 'cfdi',
    name: 'CFDI de nómina',
    periodicity: 'monthly',
    sort_order: 10,
  },
  {
    ...baseType,
    id: TYPE_OPINION,
    code: 'opinion_sat',
    name: 'Opinión SAT',
    periodicity: 'monthly',
    validity: 'days_from_issue',
    validity_days: 30,
    scope: 'global',
    deductibility: false,
    sort_order: 20,
  },
  {
    ...baseType,
    id: TYPE_REPSE,
    code: 'registro_repse',
    name: 'Registro REPSE',
    periodicity: 'one_off',
    due_day: null,
    validity: 'until_expiry',
    scope: 'global',
    deductibility: false,
    sort_order: 30,
  },
];

export const typedDocument = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  document_type_id: TYPE_CFDI,
  company_id: COMPANY_A,
  is_global: false,
  year: 2026,
  month: 10,
  name: 'Documento',
  url: 'storage://repse-documents/x.pdf',
  sha256: null,
  issued_on: null,
  expires_on: null,
  created_at: '2026-11-05T12:00:00Z',
  ...over,
});
