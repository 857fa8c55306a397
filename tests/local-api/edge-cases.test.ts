import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { expectError, JWT_SECRET, raw, useGateway } from './helpers';

// Less common corners of the PostgREST surface: JWT time claims, header spellings, strict
// preferences, aggregates switched off, CSV quoting, logic inside embeds, array arguments.
const env = useGateway();

/** HS256 by hand, so claims jose would refuse to encode (a string exp) can be sent. */
function hs256(payload: Record<string, unknown>): string {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const input = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(payload)}`;
  return `${input}.${createHmac('sha256', JWT_SECRET).update(input).digest('base64url')}`;
}
const now = () => Math.floor(Date.now() / 1000);
const asBearer = (token: string, scheme = 'Bearer') =>
  raw(env.gw, '/rpc/whoami', { headers: { Authorization: `${scheme} ${token}` } });

describe.shuffle('JWT claims and header spellings', () => {
  it.each([
    ['nbf in the future', { nbf: now() + 3600 }, 'JWT not yet valid'],
    ['iat in the future', { iat: now() + 3600 }, 'JWT issued at future'],
    ['exp not a number', { exp: 'mañana' }, "The JWT 'exp' claim must be a number"],
  ])('%s is 401 PGRST303', async (_name, claims, message) => {
    const res = await asBearer(hs256({ role: 'authenticated', ...claims }));
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ code: 'PGRST303', message, details: null, hint: null });
  });

  it('the Bearer scheme is case-insensitive', async () => {
    const res = await asBearer(hs256({ role: 'authenticated', sub: 'x' }), 'bearer');
    expect(res.json).toMatchObject({ role: 'authenticated' });
  });

  it('a legacy JWT apikey alone is the token', async () => {
    const res = await raw(env.gw, '/rpc/whoami', { headers: { apikey: env.gw.serviceKey } });
    expect(res.json).toMatchObject({ role: 'service_role' });
  });
});

describe.shuffle('preferences and select features', () => {
  it('handling=strict with an unknown preference is 400 PGRST122', async () => {
    const res = await raw(env.gw, '/countries', { headers: { Prefer: 'handling=strict, foo=bar' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: foo=bar',
      hint: null,
    });
  });

  it('unknown preferences are ignored otherwise', async () => {
    expect((await raw(env.gw, '/countries', { headers: { Prefer: 'foo=bar' } })).status).toBe(200);
  });

  it('aggregates are off (Supabase default): 400 PGRST123', async () => {
    const res = await env.anon.from('users').select('big.sum()');
    expectError(res, 400, {
      code: 'PGRST123',
      message: 'Use of aggregate functions is not allowed',
      details: null,
      hint: null,
    });
  });

  it('CSV quotes values with commas and quotes as Postgres record output does', async () => {
    const res = await raw(
      env.gw,
      '/users?select=username,catchphrase&username=in.(beto,elena)&order=username',
      {
        headers: { Accept: 'text/csv' },
      },
    );
    expect(res.status).toBe(200);
    expect(res.text).toBe('username,catchphrase\nbeto,"Adiós, amigos"\nelena,"El ""jefe"", dijo"');
  });

  it('is is case-insensitive in its value', async () => {
    const res = await raw(env.gw, '/todos?select=id&done=is.TRUE', {
      headers: { Authorization: `Bearer ${env.gw.serviceKey}` },
    });
    expect(res.json).toEqual([{ id: 2 }]);
  });
});

describe.shuffle('computed fields and write headers', () => {
  it('selects and filters a computed field fn(row)', async () => {
    const res = await env.anon.from('users').select('username, label').eq('label', 'carla (AWAY)');
    expect(res.data).toEqual([{ username: 'carla', label: 'carla (AWAY)' }]);
  });

  it('Content-Range on insert and delete is */<count>', async () => {
    // columns= lists only sku, so the other columns take their defaults.
    const ok = await raw(env.gw, '/items?columns=sku', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'count=exact' },
      body: JSON.stringify([{ sku: 'CR-1' }, { sku: 'CR-2' }]),
    });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('content-range')).toBe('*/2');
    const del = await raw(env.gw, '/items?sku=like.CR-*', {
      method: 'DELETE',
      headers: { Prefer: 'count=exact' },
    });
    expect(del.status).toBe(204);
    expect(del.headers.get('content-range')).toBe('*/2');
  });
});

describe.shuffle('embeds, more', () => {
  it('or inside an embed', async () => {
    const res = await env.anon
      .from('channels')
      .select('slug, messages(id)')
      .or('username.eq.dani,reviewer.eq.ana', { referencedTable: 'messages' })
      .order('id')
      .order('id', { referencedTable: 'messages' });
    expect(res.data).toEqual([
      { slug: 'general', messages: [{ id: 5 }] },
      { slug: 'random', messages: [{ id: 4 }] },
      { slug: 'empty', messages: [] },
    ]);
  });

  it('rel=is.null on a to-many embed keeps parents without children', async () => {
    const res = await env.anon.from('channels').select('slug, messages()').is('messages', null);
    expect(res.data).toEqual([{ slug: 'empty' }]);
  });

  it('single on an update of two rows is 406 and the update is rolled back', async () => {
    const res = await env.anon.from('items').update({ qty: 0 }).in('id', [1, 2]).select('id').single();
    expect(res.status).toBe(406);
    expect(res.error?.details).toBe('The result contains 2 rows');
    const after = await env.anon.from('items').select('qty').in('id', [1, 2]).order('id');
    expect(after.data).toEqual([{ qty: 10 }, { qty: 3 }]);
  });
});

describe.shuffle('rpc arguments', () => {
  it('an array argument by POST and by GET', async () => {
    expect((await env.anon.rpc('sum_ints', { xs: [1, 2, 3] })).data).toBe(6);
    expect((await env.anon.rpc('sum_ints', { xs: [4, 5] }, { get: true })).data).toBe(9);
  });
});
