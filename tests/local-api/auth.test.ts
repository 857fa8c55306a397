import { describe, expect, it } from 'vitest';

import {
  emulatorToken,
  expectError,
  makeClient,
  PUBLISHABLE_KEY,
  raw,
  SECRET_KEY,
  signToken,
  useGateway,
  type RawResponse,
} from './helpers';

// Token handling (Kong-style apikey mapping, PostgREST JWT errors) and RLS through the gateway.
const env = useGateway();

// Only the seed rows (ids below 100): other tests here add their own todos, in any order.
const todoIds = (data: unknown) => (data as { id: number }[] | null)?.map((r) => r.id);
const withToken = (token: string) =>
  raw(env.gw, '/countries?select=id&limit=1', { headers: { Authorization: `Bearer ${token}` } });

function expect401(res: RawResponse, code: string, message: string) {
  expect(res.status).toBe(401);
  expect(res.json).toEqual({ code, message, details: null, hint: null });
  expect(res.headers.get('www-authenticate')).toBe(
    `Bearer error="invalid_token", error_description="${message}"`,
  );
}

describe.shuffle('which token, which role', () => {
  it('no headers at all is anon', async () => {
    const res = await raw(env.gw, '/rpc/whoami');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ role: 'anon', claims: { role: 'anon' } });
  });

  it('the anon key and the publishable key are anon', async () => {
    expect((await env.anon.rpc('whoami')).data).toMatchObject({ role: 'anon' });
    const publishable = makeClient(env.gw, PUBLISHABLE_KEY);
    expect((await publishable.rpc('whoami')).data).toMatchObject({ role: 'anon' });
    expect((await publishable.from('countries').select('id')).data).toHaveLength(3);
  });

  it('the service key and the secret key are service_role and bypass RLS', async () => {
    expect((await env.service.rpc('whoami')).data).toMatchObject({ role: 'service_role' });
    expect(todoIds((await env.service.from('todos').select('id').lt('id', 100).order('id')).data)).toEqual([
      1, 2, 3,
    ]);
    const secret = makeClient(env.gw, SECRET_KEY);
    expect((await secret.rpc('whoami')).data).toMatchObject({ role: 'service_role' });
    expect(todoIds((await secret.from('todos').select('id').lt('id', 100).order('id')).data)).toEqual([
      1, 2, 3,
    ]);
  });

  it('a user token sets role and claims; Authorization wins over apikey', async () => {
    const who = (await env.userA.rpc('whoami')).data as { role: string; claims: Record<string, unknown> };
    expect(who.role).toBe('authenticated');
    expect(who.claims).toMatchObject({
      sub: 'demo-cliente-a',
      role: 'authenticated',
      email: 'a@portal.demo',
    });
    const res = await raw(env.gw, '/rpc/whoami', {
      headers: { apikey: env.gw.serviceKey, Authorization: `Bearer ${env.tokenA}` },
    });
    expect(res.json).toMatchObject({ role: 'authenticated' });
  });

  it('sets request.method, request.path and lowercased request.headers', async () => {
    const res = await raw(env.gw, '/rpc/whoami', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Client-Info': 'prueba/1.0' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      method: 'POST',
      path: '/rpc/whoami',
      headers: { 'x-client-info': 'prueba/1.0', 'content-type': 'application/json' },
    });
  });

  it('a token without a role claim is anon', async () => {
    const token = await signToken({ sub: 'sin-rol' });
    const res = await raw(env.gw, '/rpc/whoami', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.json).toMatchObject({ role: 'anon', claims: { sub: 'sin-rol', role: 'anon' } });
  });

  it('an emulator token is accepted when the option names its project', async () => {
    const userB = makeClient(env.gw, env.gw.anonKey, emulatorToken('demo-cliente-b'));
    expect((await userB.rpc('whoami')).data).toMatchObject({
      role: 'authenticated',
      claims: { sub: 'demo-cliente-b' },
    });
    expect(todoIds((await userB.from('todos').select('id')).data)).toEqual([3]);
  });
});

describe.shuffle('bad tokens', () => {
  it('expired is 401 PGRST303; within the 30 s skew it passes', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect401(
      await withToken(await signToken({ role: 'authenticated' }, { exp: now - 3600 })),
      'PGRST303',
      'JWT expired',
    );
    expect((await withToken(await signToken({ role: 'authenticated' }, { exp: now - 5 }))).status).toBe(200);
  });

  it('bad signature is 401 PGRST301', async () => {
    const token = await signToken(
      { role: 'service_role' },
      { secret: 'another-secret-of-at-least-32-characters!!' },
    );
    expect401(await withToken(token), 'PGRST301', 'JWT cryptographic operation failed');
  });

  it('a malformed token is 401 PGRST301', async () => {
    expect401(await withToken('abc.def'), 'PGRST301', 'Expected 3 parts in JWT; got 2');
  });

  it('an emulator token for another audience or issuer is 401 PGRST303', async () => {
    expect401(
      await withToken(emulatorToken('u1', { aud: 'otro-proyecto' })),
      'PGRST303',
      'JWT not in audience',
    );
    const other = await withToken(emulatorToken('u1', {}, 'otro-proyecto'));
    expect(other.status).toBe(401);
  });

  it('an expired emulator token is 401 PGRST303', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect401(await withToken(emulatorToken('u1', { exp: now - 3600 })), 'PGRST303', 'JWT expired');
  });

  it('a role claim naming a missing role is 401 22023', async () => {
    const res = await withToken(await signToken({ role: 'ghost' }));
    expect(res.status).toBe(401);
    expect(res.json).toEqual({
      code: '22023',
      message: 'role "ghost" does not exist',
      details: null,
      hint: null,
    });
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });
});

describe.shuffle('RLS through the gateway', () => {
  it('rows visible by the sub claim; none for anon', async () => {
    expect(todoIds((await env.userA.from('todos').select('id').lt('id', 100).order('id')).data)).toEqual([
      1, 2,
    ]);
    expect((await env.anon.from('todos').select('id')).data).toEqual([]);
  });

  it('an admin claim sees every row', async () => {
    const admin = makeClient(
      env.gw,
      env.gw.anonKey,
      await signToken({ sub: 'demo-admin', role: 'authenticated', is_admin: true }),
    );
    expect(todoIds((await admin.from('todos').select('id').lt('id', 100).order('id')).data)).toEqual([
      1, 2, 3,
    ]);
  });

  // PostgREST answers 42501 with 401 when the request's role is the anon role (with or without a
  // token: App.hs `PgError (Just authRole /= configDbAnonRole)`), 403 for any other role.
  it('a table anon cannot read: 401 for anon, readable when signed in', async () => {
    const denied = {
      code: '42501',
      message: 'permission denied for table secrets',
      details: null,
      hint: null,
    };
    expectError(await env.anon.from('secrets').select('*'), 401, denied);
    const noToken = await raw(env.gw, '/secrets');
    expect({ status: noToken.status, body: noToken.json }).toEqual({ status: 401, body: denied });
    expect(noToken.headers.get('www-authenticate')).toBe('Bearer');
    expect((await env.userA.from('secrets').select('id').order('id')).data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('an insert against the policy is 403 42501; the default owner passes', async () => {
    const res = await env.userA.from('todos').insert({ owner: 'demo-cliente-b', task: 'ajena' });
    expectError(res, 403, {
      code: '42501',
      message: 'new row violates row-level security policy for table "todos"',
      details: null,
      hint: null,
    });
    const ok = await env.userA.from('todos').insert({ task: 'propia' }).select('owner, task').single();
    expect(ok).toMatchObject({ status: 201, data: { owner: 'demo-cliente-a', task: 'propia' } });
  });

  it("updates and deletes only touch the user's rows", async () => {
    const upd = await env.userA.from('todos').update({ done: true }).eq('id', 3).select('id');
    expect(upd).toMatchObject({ status: 200, data: [] });
    const del = await env.userA.from('todos').delete().eq('id', 3).select('id');
    expect(del).toMatchObject({ status: 200, data: [] });
    expect((await env.service.from('todos').select('done').eq('id', 3).single()).data).toEqual({
      done: false,
    });
  });
});
