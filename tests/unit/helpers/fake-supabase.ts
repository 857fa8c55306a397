// In-memory stand-in for '@/lib/supabase': the sign-in RPCs and a read-only companies table.
import { vi } from 'vitest';

import type { Profile } from '@/lib/auth/types';

import { fakeFirebase } from './fake-firebase';

const state = {
  profiles: [] as Profile[],
  companies: [] as { id: string; name: string }[],
  /** Force the next sync_my_profile to fail with this PostgREST-shaped error. */
  syncError: null as null | { code: string; message: string },
};

type Result = { data: unknown; error: null | { code: string; message: string } };

async function rpc(name: string, args?: Record<string, unknown>): Promise<Result> {
  const uid = fakeFirebase.currentUid();
  const own = state.profiles.find((p) => p.firebase_uid === uid);
  switch (name) {
    case 'sync_my_profile':
      if (state.syncError) return { data: null, error: state.syncError };
      if (!uid) return { data: null, error: { code: '42501', message: 'No hay usuario autenticado.' } };
      return own
        ? { data: { ...own }, error: null }
        : { data: null, error: { code: 'P0001', message: 'Sin perfil' } };
    case 'resolve_login_email': {
      const username = String(args?.p_username ?? '').toLowerCase();
      const match = state.profiles.find((p) => p.username.toLowerCase() === username && p.active);
      return { data: match?.email ?? null, error: null };
    }
    case 'complete_password_change':
      if (!own) return { data: null, error: { code: '42501', message: 'No hay usuario autenticado.' } };
      own.must_change_password = false;
      return { data: null, error: null };
    default:
      return { data: null, error: { code: 'PGRST202', message: `Unknown function ${name}` } };
  }
}

function from(table: string) {
  const rows = table === 'companies' ? state.companies : [];
  const result: Result = { data: [...rows], error: null };
  const builder = {
    select: () => builder,
    order: () => builder,
    eq: () => builder,
    then: (resolve: (value: Result) => unknown) => Promise.resolve(result).then(resolve),
  };
  return builder;
}

export const supabase = { rpc: vi.fn(rpc), from: vi.fn(from) };

export const fakeSupabase = {
  addProfile(profile: Partial<Profile> & Pick<Profile, 'email' | 'username' | 'role'>) {
    state.profiles.push({
      id: `profile-${state.profiles.length + 1}`,
      firebase_uid: null,
      active: true,
      must_change_password: false,
      company_id: null,
      company_name: null,
      full_name: null,
      service_type: null,
      month_start: null,
      year_start: null,
      avatar_url: null,
      ...profile,
    });
  },
  profile: (email: string) => state.profiles.find((p) => p.email === email),
  setCompanies(companies: { id: string; name: string }[]) {
    state.companies = companies;
  },
  failSync(error: { code: string; message: string } | null) {
    state.syncError = error;
  },
  reset() {
    state.profiles = [];
    state.companies = [];
    state.syncError = null;
    supabase.rpc.mockClear();
    supabase.from.mockClear();
  },
};

export const supabaseModule = { supabase };
