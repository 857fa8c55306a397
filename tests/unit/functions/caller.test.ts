import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { requireCaller } from '../../../functions/src/lib/caller';
import { FakeDatabase, profileRow, quietRetries, refused, restoreTimers, succeeds } from './fakes';

type CallRequest = Parameters<typeof requireCaller>[0];

const SIGNED_OUT = 'Tu sesión expiró. Inicia sesión de nuevo para continuar.';
const INACTIVE = 'Tu cuenta está desactivada.';
const NOT_ADMIN = 'Solo un administrador activo puede gestionar cuentas de usuario.';
const REVOKED_AT = '2026-03-02T15:04:05.000Z';
const REVOKED_SECONDS = Date.parse(REVOKED_AT) / 1000;

/** A callable request as firebase-functions hands it over: the verified token and the raw header. */
function request(
  uid: string | null,
  {
    authTime = REVOKED_SECONDS + 60,
    header = 'Bearer id-token-de-la-persona',
    exp = Math.floor(Date.now() / 1000) + 3600,
  } = {},
): CallRequest {
  return {
    auth: uid ? { uid, token: { auth_time: authTime, exp } } : undefined,
    rawRequest: { headers: header === null ? {} : { authorization: header } },
  } as unknown as CallRequest;
}

function setup(row: Parameters<typeof profileRow>[0] = {}) {
  const db = new FakeDatabase();
  const profile = db.seed(profileRow({ firebase_uid: 'uid-persona', ...row }));
  return { service: db.asService(), profile };
}

beforeEach(quietRetries);
afterEach(restoreTimers);

describe('requireCaller', () => {
  it('gives the uid, the raw ID token and the profile of an active admin', async () => {
    const { service, profile } = setup({ role: 'admin' });
    const caller = await succeeds(requireCaller(request('uid-persona'), service, { admin: true }));
    expect(caller).toEqual({ uid: 'uid-persona', token: 'id-token-de-la-persona', profile });
  });

  it('refuses a request without a signed-in person', async () => {
    const { service } = setup({ role: 'admin' });
    const error = await refused(requireCaller(request(null), service, { admin: true }));
    expect(error).toEqual({ code: 'unauthenticated', message: SIGNED_OUT, details: { field: null } });
  });

  it('refuses an expired token, as the hosted framework does (the emulator does not check it)', async () => {
    const { service } = setup({ role: 'admin' });
    const expired = request('uid-persona', { exp: Math.floor(Date.now() / 1000) - 1 });
    const error = await refused(requireCaller(expired, service, { admin: true }));
    expect(error).toEqual({ code: 'unauthenticated', message: SIGNED_OUT, details: { field: null } });
  });

  it('refuses a verified request whose Authorization header has no bearer token', async () => {
    const { service } = setup({ role: 'admin' });
    const error = await refused(
      requireCaller(request('uid-persona', { header: 'Basic abc' }), service, { admin: true }),
    );
    expect(error).toMatchObject({ code: 'unauthenticated', message: SIGNED_OUT });
  });

  it('refuses an inactive profile, even an admin, and a uid without a profile', async () => {
    const { service } = setup({ role: 'admin', active: false });
    const inactive = await refused(requireCaller(request('uid-persona'), service, { admin: false }));
    expect(inactive).toMatchObject({ code: 'permission-denied', message: INACTIVE });
    const unknown = await refused(requireCaller(request('uid-sin-perfil'), service, { admin: false }));
    expect(unknown).toMatchObject({ code: 'permission-denied', message: INACTIVE });
  });

  it('refuses a client or a collaborator where an admin is needed, and lets them in otherwise', async () => {
    for (const role of ['client', 'collaborator']) {
      const { service, profile } = setup({ role });
      const error = await refused(requireCaller(request('uid-persona'), service, { admin: true }));
      expect(error).toMatchObject({ code: 'permission-denied', message: NOT_ADMIN });
      const caller = await succeeds(requireCaller(request('uid-persona'), service, { admin: false }));
      expect(caller.profile).toEqual(profile);
    }
  });

  it('refuses a token from a sign-in before the sessions were closed, and accepts one from that second on', async () => {
    const { service } = setup({ role: 'admin', sessions_revoked_at: REVOKED_AT });
    const old = request('uid-persona', { authTime: REVOKED_SECONDS - 1 });
    const error = await refused(requireCaller(old, service, { admin: false }));
    expect(error).toMatchObject({ code: 'unauthenticated', message: SIGNED_OUT });
    const sameSecond = request('uid-persona', { authTime: REVOKED_SECONDS });
    expect((await succeeds(requireCaller(sameSecond, service, { admin: true }))).uid).toBe('uid-persona');
    const later = request('uid-persona', { authTime: REVOKED_SECONDS + 3600 });
    expect((await succeeds(requireCaller(later, service, { admin: true }))).uid).toBe('uid-persona');
  });
});
