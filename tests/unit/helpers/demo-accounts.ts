// The spec's demo accounts, loaded into the fakes.
import { fakeFirebase } from './fake-firebase';
import { fakeSupabase } from './fake-supabase';

export const DEMO_PASSWORD = 'Portal#2026';

const accounts = [
  { uid: 'demo-admin', email: 'admin@portal.demo', username: 'admin', role: 'admin', full_name: 'Ana Admin' },
  {
    uid: 'demo-cliente-a',
    email: 'cliente.a@portal.demo',
    username: 'cliente_a',
    role: 'client',
    full_name: 'Carlos Cliente',
    company_id: 'company-a',
    company_name: 'Empresa A',
    service_type: 'Medicina del trabajo',
    month_start: 3,
    year_start: 2024,
  },
  {
    uid: 'demo-colaborador',
    email: 'colaborador@portal.demo',
    username: 'colaborador',
    role: 'collaborator',
  },
  {
    uid: 'demo-nuevo',
    email: 'nuevo@portal.demo',
    username: 'nuevo',
    role: 'client',
    company_id: 'company-a',
    company_name: 'Empresa A',
    must_change_password: true,
  },
  { uid: 'demo-sinempresa', email: 'sinempresa@portal.demo', username: 'sinempresa', role: 'client' },
] as const;

export function seedDemoAccounts() {
  for (const { uid, ...profile } of accounts) {
    fakeFirebase.addAccount({ uid, email: profile.email, password: DEMO_PASSWORD });
    fakeSupabase.addProfile({ ...profile, firebase_uid: uid });
  }
}
