import { describe, expect, it } from 'vitest';

import { raw, useGateway } from './helpers';

// Values on the wire: precision of bigint/numeric both ways, form encoding and unicode in filters,
// the top-level row cap (db-max-rows = 1000, Supabase's default).
const env = useGateway();

const json = { 'Content-Type': 'application/json' };

describe.shuffle('precision', () => {
  it('a bigint and a numeric beyond float precision survive an insert and its representation', async () => {
    const res = await raw(env.gw, '/users?select=username,big,amount', {
      method: 'POST',
      headers: { ...json, Prefer: 'return=representation' },
      body: '{"username":"fede","big":9007199254740995,"amount":0.12345678901234567890123}',
    });
    expect(res.status).toBe(201);
    expect(res.text.replace(/\s/g, '')).toBe(
      '[{"username":"fede","big":9007199254740995,"amount":0.12345678901234567890123}]',
    );
    const stored = await raw(env.gw, '/users?select=big::text,amount::text&username=eq.fede');
    expect(stored.json).toEqual([{ big: '9007199254740995', amount: '0.12345678901234567890123' }]);
  });

  it('survives a PATCH body', async () => {
    // Its own row, whatever ran before.
    await env.service.from('users').upsert({ username: 'gabi', big: 1 });
    const res = await raw(env.gw, '/users?username=eq.gabi&select=big', {
      method: 'PATCH',
      headers: { ...json, Prefer: 'return=representation' },
      body: '{"big":9007199254740997}',
    });
    expect(res.text.replace(/\s/g, '')).toBe('[{"big":9007199254740997}]');
  });

  it('survives an rpc result and a numeric filter', async () => {
    const res = await raw(env.gw, '/rpc/get_user?select=big,amount', {
      method: 'POST',
      headers: json,
      body: '{"name":"ana"}',
    });
    expect(res.text.replace(/\s/g, '')).toBe(
      '{"big":9007199254740993,"amount":12345678901234567890.123456789}',
    );
    const filtered = await env.anon
      .from('users')
      .select('username')
      .eq('amount', '12345678901234567890.123456789');
    expect(filtered.data).toEqual([{ username: 'ana' }]);
  });
});

describe.shuffle('encoding', () => {
  it('unicode, spaces and parentheses in filter values', async () => {
    expect((await env.anon.from('countries').select('id').eq('name', 'Perú')).data).toEqual([{ id: 3 }]);
    expect((await env.anon.from('users').select('username').eq('catchphrase', 'Sí (o no)')).data).toEqual([
      { username: 'dani' },
    ]);
  });

  it('+ in the query string is a space (form encoding)', async () => {
    const res = await raw(env.gw, '/users?select=username&catchphrase=eq.Hola+mundo');
    expect(res.json).toEqual([{ username: 'ana' }]);
  });
});

describe.shuffle('row cap', () => {
  it('caps the top-level result at 1000 rows; the count still tells the total', async () => {
    const res = await env.anon.from('bench_rows').select('id', { count: 'exact' });
    expect(res.status).toBe(206);
    expect(res.count).toBe(5000);
    expect(res.data).toHaveLength(1000);
    const rawRes = await raw(env.gw, '/bench_rows?select=id', { headers: { Prefer: 'count=exact' } });
    expect(rawRes.headers.get('content-range')).toBe('0-999/5000');
  });
});
