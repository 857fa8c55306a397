// In-memory stand-ins for what the account functions reach over the network: Firebase Admin Auth, the
// portal's profiles through PostgREST (as the calling admin and as the service role) and the SMTP server.
// They keep the rules the real ones enforce (unique keys, the last-admin guard, the certificates' foreign
// key, Firebase's error codes), and each step can be told to fail.
import { randomUUID } from 'node:crypto';

import { expect, vi } from 'vitest';

import { clashIn } from '@/features/users/utils/user-clash';

import type { AccountAuth, AccountDeps } from '../../../functions/src/accounts/deps';
import { isHttpsError } from '../../../functions/src/lib/failure';
import type { AdminData, ProfileRow, ServiceData } from '../../../functions/src/lib/portal-data';
import { RestError } from '../../../functions/src/lib/rest';
import type { Mailer, OutgoingMail, Provider } from '../../../functions/src/mail/types';

type CreateRequest = Parameters<AccountAuth['createUser']>[0];
type UpdateRequest = Parameters<AccountAuth['updateUser']>[1];
type UserRecord = Awaited<ReturnType<AccountAuth['getUser']>>;
type AuthStep = keyof AccountAuth;

export const COMPANY = '0b7c1d1e-5f0a-4c1b-9a61-3f0c2b9e7a10';
export const PROVIDER: Provider = {
  name: 'Servicios Ambientales del Norte',
  email: 'contacto@proveedor.mx',
  phone: '81 1234 5678',
  portalUrl: 'https://portal.proveedor.mx',
};

/** Firebase Admin's errors: an Error with `code` like 'auth/user-not-found'. */
export class FakeAuthError extends Error {
  constructor(
    readonly code: string,
    message = `Firebase: ${code}`,
  ) {
    super(message);
  }
}

export interface FakeAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string | undefined;
  emailVerified: boolean;
  disabled: boolean;
  customClaims: Record<string, unknown> | null;
  /** As Firebase gives it: a UTC date string, to the second. */
  tokensValidAfterTime: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const toSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

export class FakeAuth implements AccountAuth {
  readonly accounts = new Map<string, FakeAccount>();
  readonly calls: Array<{ step: AuthStep; args: unknown[] }> = [];
  /** Every action link made, with the code inside it. */
  readonly links: Array<{ email: string; oobCode: string; url: string | undefined }> = [];
  /** Firebase's clock: the moment a revocation records. */
  now = new Date('2026-03-02T15:04:05.678Z');
  private failures = new Map<AuthStep, { error: FakeAuthError; times: number }>();

  /** The next `times` calls of `step` reject with Firebase's `code` (every call when no count is given). */
  fail(step: AuthStep, code = 'auth/internal-error', times = Number.POSITIVE_INFINITY) {
    this.failures.set(step, { error: new FakeAuthError(code), times });
  }

  callsOf(step: AuthStep) {
    return this.calls.filter((call) => call.step === step);
  }

  byEmail(email: string) {
    return [...this.accounts.values()].find((account) => account.email === email);
  }

  /** An existing account, made without passing through the operations (and their failures). */
  seed(account: Partial<FakeAccount> & { email: string }): FakeAccount {
    const created: FakeAccount = {
      uid: `uid-${randomUUID().slice(0, 12)}`,
      password: 'contraseña-anterior',
      displayName: undefined,
      emailVerified: true,
      disabled: false,
      customClaims: { role: 'authenticated' },
      tokensValidAfterTime: new Date('2026-01-10T08:00:00Z').toUTCString(),
      ...account,
    };
    this.accounts.set(created.uid, created);
    return created;
  }

  private enter(step: AuthStep, args: unknown[]) {
    this.calls.push({ step, args });
    const failure = this.failures.get(step);
    if (failure && failure.times > 0) {
      failure.times -= 1;
      throw failure.error;
    }
  }

  private existing(uid: string): FakeAccount {
    const account = this.accounts.get(uid);
    if (!account) throw new FakeAuthError('auth/user-not-found');
    return account;
  }

  private record(account: FakeAccount): UserRecord {
    return { ...account, toJSON: () => ({ ...account }) } as unknown as UserRecord;
  }

  async createUser(request: CreateRequest): Promise<UserRecord> {
    this.enter('createUser', [request]);
    const email = request.email ?? '';
    if (!EMAIL.test(email)) throw new FakeAuthError('auth/invalid-email');
    if (this.byEmail(email)) throw new FakeAuthError('auth/email-already-exists');
    if (!request.password || request.password.length < 6) throw new FakeAuthError('auth/invalid-password');
    const account = this.seed({
      email,
      password: request.password,
      displayName: request.displayName ?? undefined,
      emailVerified: request.emailVerified ?? false,
      disabled: request.disabled ?? false,
      customClaims: null,
      tokensValidAfterTime: toSecond(this.now).toUTCString(),
    });
    return this.record(account);
  }

  async setCustomUserClaims(uid: string, claims: object | null): Promise<void> {
    this.enter('setCustomUserClaims', [uid, claims]);
    this.existing(uid).customClaims = claims ? { ...(claims as Record<string, unknown>) } : null;
  }

  async deleteUser(uid: string): Promise<void> {
    this.enter('deleteUser', [uid]);
    this.existing(uid);
    this.accounts.delete(uid);
  }

  async updateUser(uid: string, request: UpdateRequest): Promise<UserRecord> {
    this.enter('updateUser', [uid, request]);
    const account = this.existing(uid);
    if (request.email !== undefined) {
      if (!EMAIL.test(request.email)) throw new FakeAuthError('auth/invalid-email');
      const other = this.byEmail(request.email);
      if (other && other.uid !== uid) throw new FakeAuthError('auth/email-already-exists');
      account.email = request.email;
    }
    if (request.emailVerified !== undefined) account.emailVerified = request.emailVerified;
    if (request.disabled !== undefined) account.disabled = request.disabled;
    if (request.password) account.password = request.password;
    return this.record(account);
  }

  async revokeRefreshTokens(uid: string): Promise<void> {
    this.enter('revokeRefreshTokens', [uid]);
    this.existing(uid).tokensValidAfterTime = toSecond(this.now).toUTCString();
  }

  async getUser(uid: string): Promise<UserRecord> {
    this.enter('getUser', [uid]);
    return this.record(this.existing(uid));
  }

  async generatePasswordResetLink(
    email: string,
    settings?: Parameters<AccountAuth['generatePasswordResetLink']>[1],
  ): Promise<string> {
    this.enter('generatePasswordResetLink', [email, settings]);
    if (!this.byEmail(email)) throw new FakeAuthError('auth/email-not-found');
    const oobCode = `oob-${randomUUID()}`;
    this.links.push({ email, oobCode, url: settings?.url });
    const link = new URL('https://portal-demo.firebaseapp.com/__/auth/action');
    link.searchParams.set('mode', 'resetPassword');
    link.searchParams.set('oobCode', oobCode);
    link.searchParams.set('apiKey', 'fake-api-key');
    if (settings?.url) link.searchParams.set('continueUrl', settings.url);
    link.searchParams.set('lang', 'en');
    return link.toString();
  }
}

/** The errors PostgREST answers with for the database's refusals. */
export const pgErrors = {
  unique: (constraint: string, key: string, value: string) =>
    new RestError(
      409,
      '23505',
      `duplicate key value violates unique constraint "${constraint}"`,
      `Key (${key})=(${value}) already exists.`,
    ),
  lastAdmin: () => new RestError(403, '42501', 'Debe quedar al menos un administrador activo.', null),
  ownAccount: () =>
    new RestError(
      403,
      '42501',
      'No puedes desactivar, eliminar ni cambiar el rol de tu propia cuenta.',
      null,
    ),
  certificates: (profileId: string) =>
    new RestError(
      409,
      '23503',
      'update or delete on table "profiles" violates foreign key constraint "certificates_profile_id_fkey" on table "certificates"',
      `Key (id)=(${profileId}) is still referenced from table "certificates".`,
    ),
  down: () => new RestError(503, 'PGRST001', 'Database client error. Retrying the connection.', null),
};

type DataStep = keyof AdminData | keyof ServiceData;

/** The profiles, companies and certificates tables, with the constraints and guards of the migrations. */
export class FakeDatabase {
  readonly profiles = new Map<string, ProfileRow>();
  readonly companies = new Set<string>();
  /** Profiles with DC-3 certificates (the foreign key keeps them from being deleted). */
  readonly certified = new Set<string>();
  readonly calls: Array<{ step: DataStep; args: unknown[] }> = [];
  private failures = new Map<DataStep, { error: unknown; times: number }>();
  private hooks = new Map<DataStep, () => void>();

  /** The next `times` calls of `step` reject with `error` (every call when no count is given). */
  fail(step: DataStep, error: unknown = pgErrors.down(), times = Number.POSITIVE_INFINITY) {
    this.failures.set(step, { error, times });
  }

  /** Runs `change` once, just before the next `step`: what someone else did meanwhile. */
  before(step: DataStep, change: () => void) {
    this.hooks.set(step, change);
  }

  callsOf(step: DataStep) {
    return this.calls.filter((call) => call.step === step);
  }

  seed(row: ProfileRow) {
    this.profiles.set(row.id, { ...row });
    return row;
  }

  private enter(step: DataStep, args: unknown[]) {
    this.calls.push({ step, args });
    const hook = this.hooks.get(step);
    if (hook) {
      this.hooks.delete(step);
      hook();
    }
    const failure = this.failures.get(step);
    if (failure && failure.times > 0) {
      failure.times -= 1;
      throw failure.error;
    }
  }

  private checkUnique(row: ProfileRow) {
    for (const other of this.profiles.values()) {
      if (other.id === row.id) continue;
      if (other.email === row.email) throw pgErrors.unique('profiles_email_key', 'email', row.email);
      if (other.username.toLowerCase() === row.username.toLowerCase()) {
        throw pgErrors.unique('profiles_username_lower_key', 'lower(username)', row.username.toLowerCase());
      }
      if (row.curp && other.curp === row.curp) throw pgErrors.unique('profiles_curp_key', 'curp', row.curp);
      if (row.firebase_uid && other.firebase_uid === row.firebase_uid) {
        throw pgErrors.unique('profiles_firebase_uid_key', 'firebase_uid', row.firebase_uid);
      }
    }
  }

  /** app.guard_last_admin: through the API, no admin locks itself out and one active admin remains. */
  private guardLastAdmin(old: ProfileRow, next: ProfileRow | null, callerUid: string) {
    if (old.role !== 'admin' || !old.active) return;
    if (next && next.role === 'admin' && next.active) return;
    if (old.firebase_uid && old.firebase_uid === callerUid) throw pgErrors.ownAccount();
    const another = [...this.profiles.values()].some(
      (p) => p.role === 'admin' && p.active && p.id !== old.id,
    );
    if (!another) throw pgErrors.lastAdmin();
  }

  /** The operations as the admin whose Firebase uid is `callerUid`. */
  asAdmin(callerUid: string): AdminData {
    return {
      profile: async (id) => {
        this.enter('profile', [id]);
        const row = this.profiles.get(id);
        return row ? { ...row } : null;
      },
      companyExists: async (id) => {
        this.enter('companyExists', [id]);
        return this.companies.has(id);
      },
      clash: async (user, exceptId) => {
        this.enter('clash', [user, exceptId]);
        const rows = [...this.profiles.values()].filter(
          (p) =>
            p.id !== exceptId &&
            (p.email === user.email ||
              p.username.toLowerCase() === user.username.toLowerCase() ||
              (user.curp !== null && p.curp === user.curp)),
        );
        return clashIn(rows, user);
      },
      insertProfile: async (insert) => {
        this.enter('insertProfile', [insert]);
        const now = new Date().toISOString();
        const row = profileRow({ created_at: now, updated_at: now, ...insert } as Partial<ProfileRow>);
        // The database builds full_name from the parts written (profiles_name_sync).
        if ('given_names' in insert) {
          row.full_name =
            [row.given_names, row.last_name_paternal, row.last_name_maternal].filter(Boolean).join(' ') ||
            null;
        }
        this.checkUnique(row);
        this.profiles.set(row.id, row);
        return { ...row };
      },
      updateProfile: async (id, patch) => {
        this.enter('updateProfile', [id, patch]);
        const old = this.profiles.get(id);
        if (!old) throw new Error(`El perfil ${id} no existe o no se puede modificar.`);
        const next = { ...old, ...patch } as ProfileRow;
        this.guardLastAdmin(old, next, callerUid);
        this.checkUnique(next);
        this.profiles.set(id, next);
        return { ...next };
      },
      deleteProfile: async (id) => {
        this.enter('deleteProfile', [id]);
        const old = this.profiles.get(id);
        if (!old) return false;
        this.guardLastAdmin(old, null, callerUid);
        if (this.certified.has(id)) throw pgErrors.certificates(id);
        this.profiles.delete(id);
        return true;
      },
    };
  }

  /** The operations with the service-role key. */
  asService(): ServiceData {
    return {
      profileByUid: async (uid) => {
        this.enter('profileByUid', [uid]);
        const row = [...this.profiles.values()].find((p) => p.firebase_uid === uid);
        return row ? { ...row } : null;
      },
      recordSessionsRevoked: async (profileId, at) => {
        this.enter('recordSessionsRevoked', [profileId, at]);
        const row = this.profiles.get(profileId);
        if (row) row.sessions_revoked_at = at;
      },
      completePasswordChange: async (profileId) => {
        this.enter('completePasswordChange', [profileId]);
        const row = this.profiles.get(profileId);
        if (row) row.must_change_password = false;
      },
    };
  }
}

export class FakeMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  /** The SMTP server does not answer. */
  down = false;

  async send(mail: OutgoingMail): Promise<void> {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
    this.sent.push(mail);
  }
}

export function profileRow(row: Partial<ProfileRow> = {}): ProfileRow {
  const id = row.id ?? randomUUID();
  const tag = id.slice(0, 8);
  return {
    active: true,
    avatar_url: null,
    company_id: null,
    created_at: '2026-01-05T10:00:00.000Z',
    curp: null,
    email: `persona-${tag}@cliente.mx`,
    firebase_uid: null,
    full_name: 'Persona Prueba Ejemplo',
    given_names: 'Persona',
    last_name_paternal: 'Prueba',
    last_name_maternal: 'Ejemplo',
    id,
    job_title: null,
    month_start: 1,
    must_change_password: false,
    occupation: null,
    role: 'client',
    service_type: null,
    sessions_revoked_at: null,
    updated_at: '2026-01-05T10:00:00.000Z',
    username: `persona.${tag}`,
    year_start: 2026,
    ...row,
  };
}

/**
 * An admin calling the functions, with everything they reach faked. `person` adds someone with a
 * Firebase account (disabled when the profile is inactive) and a profile.
 */
export function world(callerRow: Partial<ProfileRow> = {}) {
  const auth = new FakeAuth();
  const db = new FakeDatabase();
  const mailer = new FakeMailer();
  db.companies.add(COMPANY);

  const person = (row: Partial<ProfileRow> = {}, account: Partial<FakeAccount> = {}): ProfileRow => {
    const profile = profileRow(row);
    if (row.firebase_uid === null) return db.seed(profile);
    const created = auth.seed({ email: profile.email, disabled: !profile.active, ...account });
    return db.seed({ ...profile, firebase_uid: created.uid });
  };

  const caller = person({
    role: 'admin',
    full_name: 'Administradora',
    email: 'admin@proveedor.mx',
    ...callerRow,
  });
  const deps: AccountDeps = {
    caller: { uid: caller.firebase_uid!, token: 'id-token-de-la-administradora', profile: caller },
    auth,
    data: db.asAdmin(caller.firebase_uid!),
    service: db.asService(),
    mailer,
    provider: PROVIDER,
  };
  return { auth, db, mailer, deps, caller, person };
}

/** Fake timers for the retry pauses of the undo steps, and the functions' error log kept quiet. */
export function quietRetries() {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

export function restoreTimers() {
  vi.useRealTimers();
  vi.restoreAllMocks();
}

/** Lets an operation finish, running its retry pauses at once. */
async function settle<T>(operation: Promise<T>) {
  const settled = operation.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await vi.runAllTimersAsync();
  return settled;
}

export async function succeeds<T>(operation: Promise<T>): Promise<T> {
  const result = await settle(operation);
  if (!result.ok) throw result.error;
  return result.value;
}

/** The callable error the operation was refused with: what the browser receives. */
export async function refused(operation: Promise<unknown>) {
  const result = await settle(operation);
  if (result.ok) throw new Error(`Expected a refusal, got ${JSON.stringify(result.value)}`);
  expect(isHttpsError(result.error), String(result.error)).toBe(true);
  const error = result.error as { code: string; message: string; details?: unknown };
  return { code: error.code, message: error.message, details: error.details };
}

/** The operation's raw rejection (what index.ts turns into its generic 'internal' answer). */
export async function rejection(operation: Promise<unknown>): Promise<unknown> {
  const result = await settle(operation);
  if (result.ok) throw new Error(`Expected a rejection, got ${JSON.stringify(result.value)}`);
  return result.error;
}
