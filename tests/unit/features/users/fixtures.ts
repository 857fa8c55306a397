import { COMPANY_A } from '../../kit/profiles';

/** A profile row as the admin user list selects it. */
export const userRow = (overrides: Record<string, unknown> = {}) => ({
  id: 'u-carlos',
  email: 'carlos@alfa.mx',
  username: 'carlos',
  full_name: 'Carlos Cliente',
  role: 'client',
  active: true,
  must_change_password: false,
  firebase_uid: 'uid-carlos',
  company_id: COMPANY_A,
  service_type: 'Medicina del trabajo',
  month_start: 3,
  year_start: 2024,
  curp: null,
  job_title: null,
  occupation: null,
  created_at: '2026-01-10T10:00:00Z',
  company: { name: 'Constructora Alfa' },
  ...overrides,
});
