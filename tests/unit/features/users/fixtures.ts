import { backend } from '../../kit/fake-backend';
import { COMPANY_A } from '../../kit/profiles';

/** A profile row as the admin user list selects it. */
export const userRow = (overrides: Record<string, unknown> = {}) => ({
  id: 'u-carlos',
  email: 'carlos@alfa.mx',
  username: 'carlos',
  full_name: 'Carlos Cliente',
  given_names: 'Carlos',
  last_name_paternal: 'Cliente',
  last_name_maternal: null,
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

/** An inactive client of the same company. */
export const inactiveAna = () =>
  userRow({ id: 'u-ana', email: 'ana@alfa.mx', username: 'ana', full_name: 'Ana Inactiva', active: false });

/** What an account function changes in a seeded profile, as the list reads it afterwards. */
export function serverUpdates(id: string, changes: Record<string, unknown>) {
  const row = backend.rows('profiles').find((p) => p.id === id);
  if (!row) throw new Error(`No hay perfil ${id} en el backend falso.`);
  Object.assign(row, changes);
}

/** What deleting a user removes from the profiles table. */
export function serverDeletes(id: string) {
  backend.seed(
    'profiles',
    backend.rows('profiles').filter((p) => p.id !== id),
  );
}
