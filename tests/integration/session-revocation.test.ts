// Sessions closed everywhere (profiles.sessions_revoked_at, set by the account functions): a token of a
// sign-in before that moment is refused by every request, with a Spanish reason; a later sign-in works;
// an inactive profile keeps its own reason; only an admin (or the service role) moves the moment.
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { COMPANY, DEMO, usePortalGateway } from './helpers';

const env = usePortalGateway();
const REVOKED = 'Tu sesión se cerró en todos los dispositivos. Inicia sesión de nuevo.';
const now = () => Math.floor(Date.now() / 1000);

async function person(revokedSecondsAgo: number, active = true) {
  const uid = `revocada-${randomUUID().slice(0, 8)}`;
  const { data, error } = await env.service
    .from('profiles')
    .insert({
      email: `${uid}@portal.demo`,
      username: uid,
      firebase_uid: uid,
      role: 'client',
      active,
      company_id: COMPANY.A,
      sessions_revoked_at: new Date((now() - revokedSecondsAgo) * 1000).toISOString(),
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return { uid, id: data!.id };
}

/** A client signed in at `authTime` (seconds), as Firebase stamps it in every token of that sign-in. */
const signedInAt = (uid: string, authTime: number) => env.as(uid, { extra: { auth_time: authTime } });

describe('sessions revoked everywhere', () => {
  it('refuses a token of an earlier sign-in on every read, write and RPC, with the reason', async () => {
    const { uid } = await person(10);
    const old = signedInAt(uid, now() - 3600);
    const read = await old.from('companies').select('id');
    expect(read.error).toMatchObject({ code: '42501', message: REVOKED, hint: 'session_revoked' });
    const write = await old.from('feedback').insert({ rating: 5, comment: 'no debe entrar' } as never);
    expect(write.error?.message).toBe(REVOKED);
    const sync = await old.rpc('sync_my_profile');
    expect(sync.error).toMatchObject({ code: '42501', message: REVOKED });
  });

  it('lets a sign-in after the revocation through', async () => {
    const { uid } = await person(10);
    const fresh = signedInAt(uid, now());
    const { data, error } = await fresh.from('companies').select('id');
    expect(error).toBeNull();
    expect(data!.map((c) => c.id)).toEqual([COMPANY.A]);
  });

  it('keeps the disabled-account reason for an inactive profile', async () => {
    const { uid } = await person(10, false);
    const { error } = await signedInAt(uid, now() - 3600).rpc('sync_my_profile');
    expect(error).toMatchObject({ code: '42501', message: 'Tu cuenta ha sido deshabilitada.' });
  });

  it('lets an admin only move the moment forward, never the person', async () => {
    const { uid, id } = await person(3600);
    const self = signedInAt(uid, now());
    const undo = await self.from('profiles').update({ sessions_revoked_at: null }).eq('id', id).select('id');
    expect(undo.error).toMatchObject({ code: '42501' });
    const admin = env.as(DEMO.admin.uid);
    const later = new Date().toISOString();
    const byAdmin = await admin
      .from('profiles')
      .update({ sessions_revoked_at: later })
      .eq('id', id)
      .select('sessions_revoked_at')
      .single();
    expect(byAdmin.error).toBeNull();
    expect(Date.parse(byAdmin.data!.sessions_revoked_at!)).toBe(Date.parse(later));
    // Only forward: not even an admin reopens sessions by clearing or moving the moment back.
    for (const back of [null, new Date(Date.now() - 86_400_000).toISOString()]) {
      const reopen = await admin
        .from('profiles')
        .update({ sessions_revoked_at: back })
        .eq('id', id)
        .select('id');
      expect(reopen.error, String(back)).toMatchObject({ code: '42501' });
    }
  });
});
