import { describe, expect, it } from 'vitest';

import { expectError, raw, useGateway } from './helpers';

// Order, pagination, counts and Content-Range, HEAD, single/maybeSingle, CSV and stripped nulls.
const env = useGateway();

const codes = (data: unknown) => (data as { code: string | null }[]).map((r) => r.code);

describe.shuffle('order', () => {
  it('asc/desc with nulls first and last', async () => {
    const q = () => env.anon.from('countries').select('code');
    expect(codes((await q().order('code')).data)).toEqual(['CL', 'MX', null]);
    expect(codes((await q().order('code', { nullsFirst: true })).data)).toEqual([null, 'CL', 'MX']);
    expect(codes((await q().order('code', { ascending: false })).data)).toEqual([null, 'MX', 'CL']);
    expect(codes((await q().order('code', { ascending: false, nullsFirst: false })).data)).toEqual([
      'MX',
      'CL',
      null,
    ]);
  });

  it('several keys, enum order and a JSON path', async () => {
    const res = await env.anon.from('users').select('username').order('status').order('username');
    expect(res.data).toEqual([
      { username: 'ana' },
      { username: 'dani' },
      { username: 'beto' },
      { username: 'elena' },
      { username: 'carla' },
    ]);
    const byLang = await env.anon
      .from('users')
      .select('username')
      .order('data->>lang', { ascending: false, nullsFirst: false })
      .order('username');
    expect(byLang.data).toEqual([
      { username: 'elena' },
      { username: 'ana' },
      { username: 'carla' },
      { username: 'beto' },
      { username: 'dani' },
    ]);
  });

  it('orders parents by a to-one embed column', async () => {
    const res = await env.anon
      .from('messages')
      .select('id, channels(slug)')
      .order('channels(slug)', { ascending: false })
      .order('id');
    expect((res.data as { id: number }[]).map((r) => r.id)).toEqual([3, 4, 1, 2, 5]);
  });

  it('ordering by a to-many embed is 400 PGRST118', async () => {
    const res = await env.anon.from('channels').select('slug, messages(id)').order('messages(id)');
    expectError(res, 400, {
      code: 'PGRST118',
      message: "A related order on 'messages' is not possible",
      details: "'channels' and 'messages' do not form a many-to-one or one-to-one relationship",
      hint: null,
    });
  });
});

describe.shuffle('pagination and counts', () => {
  const users = () => env.anon.from('users').select('username', { count: 'exact' }).order('username');

  it('limit and range', async () => {
    const limited = await env.anon.from('users').select('username').order('username').limit(2);
    expect(limited.data).toEqual([{ username: 'ana' }, { username: 'beto' }]);
    const ranged = await env.anon.from('users').select('username').order('username').range(1, 2);
    expect(ranged.data).toEqual([{ username: 'beto' }, { username: 'carla' }]);
  });

  it('count=exact on a partial page is 206 with the total', async () => {
    const res = await users().range(0, 1);
    expect(res.status).toBe(206);
    expect(res.count).toBe(5);
    expect(res.data).toHaveLength(2);
    const rawRes = await raw(env.gw, '/users?select=username&order=username&offset=1&limit=2', {
      headers: { Prefer: 'count=exact' },
    });
    expect(rawRes.status).toBe(206);
    expect(rawRes.headers.get('content-range')).toBe('1-2/5');
  });

  it('count=exact on a full page is 200; the count reflects filters', async () => {
    const all = await users();
    expect(all.status).toBe(200);
    expect(all.count).toBe(5);
    const online = await users().eq('status', 'ONLINE');
    expect(online.count).toBe(2);
  });

  it('Content-Range without a count and with no rows', async () => {
    const noCount = await raw(env.gw, '/users?select=username&limit=2');
    expect(noCount.headers.get('content-range')).toBe('0-1/*');
    const none = await raw(env.gw, '/users?select=username&username=eq.nadie');
    expect(none.status).toBe(200);
    expect(none.headers.get('content-range')).toBe('*/*');
    const noneCounted = await raw(env.gw, '/users?select=username&username=eq.nadie', {
      headers: { Prefer: 'count=exact' },
    });
    expect(noneCounted.headers.get('content-range')).toBe('*/0');
    expect(noneCounted.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('an offset past the total is 416 PGRST103', async () => {
    const res = await users().range(10, 12);
    expectError(res, 416, {
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 5 rows.',
      hint: null,
    });
  });

  it('a negative limit is 416 PGRST103', async () => {
    const res = await raw(env.gw, '/users?select=username&limit=-1');
    expect(res.status).toBe(416);
    expect(res.json).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'Limit should be greater than or equal to zero.',
      hint: null,
    });
  });

  it('HEAD returns the count and headers without a body', async () => {
    const res = await env.anon.from('users').select('*', { head: true, count: 'exact' });
    expect(res).toMatchObject({ status: 200, data: null, count: 5, error: null });
    const rawHead = await raw(env.gw, '/users?select=username', {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    });
    expect(rawHead.status).toBe(200);
    expect(rawHead.text).toBe('');
    expect(rawHead.headers.get('content-range')).toBe('0-4/5');
  });
});

describe.shuffle('single, maybeSingle and other formats', () => {
  it('single returns one object', async () => {
    const res = await env.anon.from('users').select('username, status').eq('username', 'carla').single();
    expect(res).toMatchObject({ status: 200, error: null, data: { username: 'carla', status: 'AWAY' } });
  });

  it('single with zero or several rows is 406 PGRST116', async () => {
    const none = await env.anon.from('users').select('username').eq('username', 'nadie').single();
    expectError(none, 406, {
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
    const many = await env.anon.from('users').select('username').eq('status', 'ONLINE').single();
    expectError(many, 406, {
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 2 rows',
      hint: null,
    });
  });

  it('maybeSingle gives null for no rows and the client error for several', async () => {
    const none = await env.anon.from('users').select('username').eq('username', 'nadie').maybeSingle();
    expect(none).toMatchObject({ status: 200, error: null, data: null });
    const one = await env.anon.from('users').select('username').eq('username', 'ana').maybeSingle();
    expect(one.data).toEqual({ username: 'ana' });
    const many = await env.anon.from('users').select('username').eq('status', 'ONLINE').maybeSingle();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
  });

  it('csv', async () => {
    const res = await env.anon.from('countries').select('id, name, code').order('id').csv();
    expect(res.error).toBeNull();
    expect(res.data).toBe('id,name,code\n1,México,MX\n2,Chile,CL\n3,Perú,');
    const rawCsv = await raw(env.gw, '/countries?select=id&order=id&limit=1', {
      headers: { Accept: 'text/csv' },
    });
    expect(rawCsv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });

  it('stripNulls drops null keys', async () => {
    const res = await env.anon.from('countries').select('id, code').order('id').stripNulls();
    expect(res.data).toEqual([{ id: 1, code: 'MX' }, { id: 2, code: 'CL' }, { id: 3 }]);
  });

  it('an unsupported media type is 406 PGRST107', async () => {
    const res = await raw(env.gw, '/countries', { headers: { Accept: 'text/xml' } });
    expect(res.status).toBe(406);
    expect(res.json).toEqual({
      code: 'PGRST107',
      message: 'None of these media types are available: text/xml',
      details: null,
      hint: null,
    });
  });
});
