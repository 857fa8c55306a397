import { describe, expect, it } from 'vitest';

import { expectError, raw, useGateway } from './helpers';

// The select grammar and value types, checked with supabase-js against the test schema.
const env = useGateway();

describe.shuffle('select grammar', () => {
  it('selects every column with *', async () => {
    const res = await env.anon.from('countries').select('*').order('id');
    expect(res.error).toBeNull();
    expect(res.status).toBe(200);
    expect(res.data).toEqual([
      { id: 1, name: 'México', code: 'MX' },
      { id: 2, name: 'Chile', code: 'CL' },
      { id: 3, name: 'Perú', code: null },
    ]);
  });

  it('supports aliases, casts and JSON paths (the last path element names the key)', async () => {
    const res = await env.anon
      .from('users')
      .select('user:username, big::text, lvl:data->level, data->>lang, data->nested->>x, status::text')
      .eq('username', 'ana')
      .single();
    expect(res.error).toBeNull();
    expect(res.data).toEqual({
      user: 'ana',
      big: '9007199254740993',
      lvl: 3,
      lang: 'es',
      x: '1',
      status: 'ONLINE',
    });
  });

  it('returns enum, array, range and jsonb values in PostgREST shape', async () => {
    const res = await env.anon
      .from('users')
      .select('status, tags, age_range, data')
      .eq('username', 'ana')
      .single();
    expect(res.data).toEqual({
      status: 'ONLINE',
      tags: ['a', 'b'],
      age_range: '[20,30)',
      data: { lang: 'es', level: 3, nested: { x: 1 } },
    });
  });

  it('keeps bigint and numeric beyond float precision in the JSON text', async () => {
    const res = await raw(env.gw, '/users?select=big,amount&username=eq.ana');
    expect(res.status).toBe(200);
    expect(res.text.replace(/\s/g, '')).toBe(
      '[{"big":9007199254740993,"amount":12345678901234567890.123456789}]',
    );
  });

  it('filters a bigint with an untyped literal beyond float precision', async () => {
    const res = await env.anon.from('users').select('username').eq('big', '9007199254740993');
    expect(res.data).toEqual([{ username: 'ana' }]);
  });

  it('selects from a view', async () => {
    const res = await env.anon.from('active_users').select('username, status').order('username');
    expect(res.data).toEqual([
      { username: 'ana', status: 'ONLINE' },
      { username: 'carla', status: 'AWAY' },
      { username: 'dani', status: 'ONLINE' },
    ]);
  });

  it('answers an unknown column with 400 42703', async () => {
    const res = await env.anon.from('users').select('username, nope');
    expectError(res, 400, {
      code: '42703',
      message: 'column users.nope does not exist',
      details: null,
      hint: null,
    });
  });

  it('reads the second exposed schema with Accept-Profile', async () => {
    const res = await env.anon.schema('personal').from('notes').select('id, body').order('id');
    expect(res.error).toBeNull();
    expect(res.data).toEqual([
      { id: 1, body: 'nota personal' },
      { id: 2, body: 'otra nota' },
    ]);
  });
});
