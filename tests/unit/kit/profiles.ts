// Profiles as sync_my_profile returns them, one per kind of user the screens care about.
import type { Profile } from '@/lib/auth/types';

export const COMPANY_A = '10000000-0000-4000-8000-00000000000a';
export const COMPANY_B = '10000000-0000-4000-8000-00000000000b';
export const companies = [
  { id: COMPANY_A, name: 'Constructora Alfa' },
  { id: COMPANY_B, name: 'Industrias Beta' },
];

const base: Profile = {
  id: 'profile-base',
  email: 'base@portal.demo',
  username: 'base',
  firebase_uid: 'uid-base',
  role: 'client',
  active: true,
  must_change_password: false,
  company_id: null,
  company_name: null,
  full_name: null,
  service_type: null,
  month_start: null,
  year_start: null,
  avatar_url: null,
};

const make = (overrides: Partial<Profile> & Pick<Profile, 'id' | 'email' | 'username'>): Profile => ({
  ...base,
  firebase_uid: `uid-${overrides.username}`,
  ...overrides,
});

export const profiles = {
  admin: make({
    id: 'p-admin',
    email: 'admin@portal.demo',
    username: 'admin',
    role: 'admin',
    full_name: 'Ana Admin',
  }),
  clientA: make({
    id: 'p-cliente-a',
    email: 'cliente.a@portal.demo',
    username: 'cliente_a',
    full_name: 'Carlos Cliente',
    company_id: COMPANY_A,
    company_name: 'Constructora Alfa',
    service_type: 'Medicina del trabajo',
    month_start: 3,
    year_start: 2024,
  }),
  noCompany: make({ id: 'p-sinempresa', email: 'sinempresa@portal.demo', username: 'sinempresa' }),
  collaborator: make({
    id: 'p-colaborador',
    email: 'colaborador@portal.demo',
    username: 'colaborador',
    role: 'collaborator',
  }),
} satisfies Record<string, Profile>;
