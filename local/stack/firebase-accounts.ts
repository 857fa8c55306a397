// The demo accounts of the Firebase Auth Emulator, created idempotently through its admin REST API (as the
// Admin SDK does, so the functions' closed sign-up does not apply) with fixed uids (the seed's profiles point
// at them) and the `role: authenticated` claim Supabase needs. The seed's inactive user is a disabled account.
import { FIREBASE_PROJECT_ID } from './config';

export const DEMO_PASSWORD = 'Portal#2026';

export interface DemoAccount {
  uid: string;
  email: string;
  username: string;
  description: string;
  /** A disabled Firebase account (its profile is inactive too): it cannot sign in at all. */
  disabled?: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { uid: 'demo-admin', email: 'admin@portal.demo', username: 'admin', description: 'Administrador' },
  {
    uid: 'demo-cliente-a',
    email: 'cliente.a@portal.demo',
    username: 'cliente_a',
    description: 'Cliente de la empresa A',
  },
  {
    uid: 'demo-cliente-b',
    email: 'cliente.b@portal.demo',
    username: 'cliente_b',
    description: 'Cliente de la empresa B',
  },
  {
    uid: 'demo-cliente-c',
    email: 'cliente.c@portal.demo',
    username: 'cliente_c',
    description: 'Cliente de la empresa C (recibe solo el dictamen de laboratorio)',
  },
  {
    uid: 'demo-colaborador',
    email: 'colaborador@portal.demo',
    username: 'colaborador',
    description: 'Colaborador',
  },
  {
    uid: 'demo-nuevo',
    email: 'nuevo@portal.demo',
    username: 'nuevo',
    description: 'Cliente de A; debe cambiar su contraseña',
  },
  {
    uid: 'demo-sinempresa',
    email: 'sinempresa@portal.demo',
    username: 'sinempresa',
    description: 'Cliente sin empresa',
  },
  {
    uid: 'demo-colaborador-a',
    email: 'colaborador.a@portal.demo',
    username: 'colaborador_a',
    description: 'Colaborador asignado a la empresa A',
  },
  {
    uid: 'demo-inactivo',
    email: 'inactivo@portal.demo',
    username: 'inactivo',
    description: 'Cliente de B desactivado (no puede iniciar sesión)',
    disabled: true,
  },
];

export const DEMO_CLAIMS = { role: 'authenticated' } as const;

interface EmulatorUser {
  localId: string;
  email?: string;
}

// The emulator grants admin rights to the literal bearer token "owner".
async function call<T>(url: string, body?: unknown, method = 'POST'): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Auth Emulator ${method} ${url} -> ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

function endpoints(emulatorUrl: string, projectId: string) {
  const api = `${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}`;
  return {
    create: `${api}/accounts`,
    update: `${api}/accounts:update`,
    lookup: `${api}/accounts:lookup`,
    remove: `${api}/accounts:delete`,
    resetAll: `${emulatorUrl}/emulator/v1/projects/${projectId}/accounts`,
  };
}

async function lookup(url: string, query: { localId?: string[]; email?: string[] }): Promise<EmulatorUser[]> {
  const found = await call<{ users?: EmulatorUser[] }>(url, query);
  return found.users ?? [];
}

/**
 * Makes sure every demo account exists with its fixed uid, a verified email and the role claim.
 * Existing accounts keep their password (a developer may have changed it on purpose); missing ones are
 * created with DEMO_PASSWORD. An account of another uid holding a demo email is replaced.
 * Returns the emails of the accounts it created.
 */
export async function ensureDemoAccounts(
  emulatorUrl: string,
  projectId = FIREBASE_PROJECT_ID,
): Promise<string[]> {
  const api = endpoints(emulatorUrl, projectId);
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await withNetworkRetry(() => ensureAccount(api, account))) created.push(account.email);
  }
  return created;
}

/**
 * Under load the emulator sometimes resets a connection (seen in CI-like runs as ECONNRESET). Each step of
 * ensureAccount starts with a lookup, so repeating it after a network error is safe.
 */
async function withNetworkRetry<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof TypeError) || i >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 300 * i));
    }
  }
}

/** Returns true when the account had to be created. */
async function ensureAccount(api: ReturnType<typeof endpoints>, account: DemoAccount): Promise<boolean> {
  const [existing] = await lookup(api.lookup, { localId: [account.uid] });
  if (!existing) {
    for (const squatter of await lookup(api.lookup, { email: [account.email] })) {
      await call(api.remove, { localId: squatter.localId });
    }
    await call(api.create, {
      localId: account.uid,
      email: account.email,
      password: DEMO_PASSWORD,
      emailVerified: true,
    });
  }
  await call(api.update, {
    localId: account.uid,
    emailVerified: true,
    disableUser: account.disabled ?? false,
    customAttributes: JSON.stringify(DEMO_CLAIMS),
  });
  return !existing;
}

/** Deletes every account of the project (used by --reseed and by tests that need a clean slate). */
export async function resetEmulatorAccounts(
  emulatorUrl: string,
  projectId = FIREBASE_PROJECT_ID,
): Promise<void> {
  await call(endpoints(emulatorUrl, projectId).resetAll, undefined, 'DELETE');
}
