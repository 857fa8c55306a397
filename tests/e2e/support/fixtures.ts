// Rows and users a test creates for itself, so it changes nothing another file relies on and the files
// pass in any order against the run's one shared stack. Rows go in with the service key (RLS bypassed:
// fixtures only); accounts through the Auth Emulator's admin API (bearer "owner").
import { randomUUID } from 'node:crypto';

import { FIREBASE_API_KEY, FIREBASE_PROJECT_ID } from '../../../local/stack/config';
import { DEMO_CLAIMS, DEMO_PASSWORD } from '../../../local/stack/firebase-accounts';
import type { StackInfo } from './stack-info';

type Services = Pick<StackInfo, 'apiUrl' | 'serviceKey' | 'authUrl'>;
type Row = Record<string, unknown>;

/** A PostgREST call with the service key; throws with the body on any non-2xx status. */
export async function serviceRest<T = Row[]>(
  stack: Services,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${stack.apiUrl}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: stack.serviceKey,
      Authorization: `Bearer ${stack.serviceKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} /rest/v1/${path} -> ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A file put in Storage with the service key (`bucket/key`); throws with the body on failure. */
export async function uploadAsService(
  stack: Pick<StackInfo, 'apiUrl' | 'serviceKey'>,
  bucket: string,
  key: string,
  body: string,
  contentType = 'application/pdf',
): Promise<void> {
  const res = await fetch(`${stack.apiUrl}/storage/v1/object/${bucket}/${key}`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceKey,
      Authorization: `Bearer ${stack.serviceKey}`,
      'Content-Type': contentType,
    },
    body,
  });
  if (!res.ok) throw new Error(`${bucket} upload -> ${res.status}: ${await res.text()}`);
}

/** Short unique tag for names, emails and usernames of one test's fixtures. */
export const uniqueTag = () => randomUUID().slice(0, 8);

export async function createCompany(stack: Services, name: string): Promise<{ id: string; name: string }> {
  const [row] = await serviceRest<Array<{ id: string; name: string }>>(stack, 'companies', {
    method: 'POST',
    body: { name },
  });
  return row;
}

export interface TestUser {
  uid: string;
  email: string;
  username: string;
  password: string;
  profileId: string;
}

export interface UserSpec {
  role?: 'admin' | 'client' | 'collaborator';
  companyId?: string | null;
  mustChangePassword?: boolean;
  fullName?: string;
}

async function emulatorAdmin(stack: Services, action: string, body: unknown): Promise<void> {
  const res = await fetch(
    `${stack.authUrl}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/${action}`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!res.ok) throw new Error(`Auth Emulator ${action} -> ${res.status}: ${await res.text()}`);
}

/**
 * A Firebase account (verified email, the role claim Supabase needs, DEMO_PASSWORD) and its profile row,
 * both new: a test that changes a password or a flag does it to this user, never to a demo account.
 */
export async function createUser(stack: Services, spec: UserSpec = {}): Promise<TestUser> {
  const tag = uniqueTag();
  const user = {
    uid: `e2e-${tag}`,
    email: `e2e-${tag}@portal.demo`,
    username: `e2e_${tag}`,
    password: DEMO_PASSWORD,
  };
  await emulatorAdmin(stack, 'accounts', {
    localId: user.uid,
    email: user.email,
    password: user.password,
    emailVerified: true,
  });
  await emulatorAdmin(stack, 'accounts:update', {
    localId: user.uid,
    customAttributes: JSON.stringify(DEMO_CLAIMS),
  });
  const [profile] = await serviceRest<Array<{ id: string }>>(stack, 'profiles', {
    method: 'POST',
    body: {
      email: user.email,
      username: user.username,
      firebase_uid: user.uid,
      role: spec.role ?? 'client',
      active: true,
      must_change_password: spec.mustChangePassword ?? false,
      company_id: spec.companyId ?? null,
      full_name: spec.fullName ?? `Usuario de prueba ${tag}`,
    },
  });
  return { ...user, profileId: profile.id };
}

/** A user's Firebase ID token from the Auth Emulator: what the app sends to the API as its access token. */
export async function idToken(
  stack: Pick<StackInfo, 'authUrl'>,
  user: { email: string; password: string },
): Promise<string> {
  const res = await fetch(
    `${stack.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${FIREBASE_API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`signInWithPassword -> ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** A PostgREST call as a signed-in user (RLS and the audit trail apply); throws on any non-2xx status. */
export async function userRest<T = Row[]>(
  stack: Pick<StackInfo, 'apiUrl' | 'anonKey'>,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${stack.apiUrl}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} /rest/v1/${path} -> ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const MONTH_NAMES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];

/** 'Marzo 2026', as the portal names a month. */
export const monthLabel = (m: { year: number; month: number }) => `${MONTH_NAMES[m.month - 1]} ${m.year}`;
