// Shared by the client-tab tests of repse-documents, indicators and feedback: a stand-in for
// '@/lib/supabase' (the only mocked edge: table queries and Storage) and a render with a signed-in profile.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

import { Toaster } from '@/components/ui/toaster';
import { AuthContext } from '@/lib/auth/auth-context';
import type { AuthContextValue, Profile } from '@/lib/auth/types';

type Result = { data: unknown; error: null | { code?: string; message: string } };

/** Every builder call is recorded as [method, ...args] so tests can assert the query shape. */
export const db = {
  calls: [] as unknown[][],
  result: { data: [], error: null } as Result,
  /** Pending until released, to observe the loading state. */
  gate: null as Promise<void> | null,
};

export const storage = {
  from: vi.fn(),
  createSignedUrl: vi.fn(),
  createSignedUrls: vi.fn(),
};

function from(table: string) {
  db.calls.push(['from', table]);
  const builder: Record<string, unknown> = {};
  for (const method of ['select', 'or', 'order', 'eq', 'insert']) {
    builder[method] = (...args: unknown[]) => {
      db.calls.push([method, ...args]);
      return builder;
    };
  }
  builder.then = (resolve: (r: Result) => unknown, reject: (e: unknown) => unknown) =>
    (db.gate ?? Promise.resolve()).then(() => structuredClone(db.result)).then(resolve, reject);
  return builder;
}

export const supabaseModule = {
  supabase: { from: vi.fn(from), storage: { from: (bucket: string) => storage.from(bucket) } },
};

export function resetDb(result: Result = { data: [], error: null }) {
  db.calls = [];
  db.result = result;
  db.gate = null;
  for (const fn of Object.values(storage)) fn.mockReset();
  storage.from.mockImplementation((bucket: string) => ({
    createSignedUrl: (...args: unknown[]) => storage.createSignedUrl(bucket, ...args),
    createSignedUrls: (...args: unknown[]) => storage.createSignedUrls(bucket, ...args),
  }));
}

export const COMPANY_A = '10000000-0000-4000-8000-00000000000a';

export function clientProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'profile-a',
    email: 'cliente.a@portal.demo',
    username: 'cliente_a',
    firebase_uid: 'demo-cliente-a',
    role: 'client',
    active: true,
    must_change_password: false,
    company_id: COMPANY_A,
    company_name: 'Empresa A',
    full_name: 'Carlos Cliente',
    service_type: null,
    month_start: null,
    year_start: null,
    avatar_url: null,
    ...overrides,
  };
}

export function renderScreen(ui: ReactElement, profile: Profile = clientProfile()) {
  const auth = {
    initialized: true,
    user: null,
    profile,
    profileLoading: false,
  } as unknown as AuthContextValue;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, user };
}
