import { describe, expect, it } from 'vitest';

import { expectError, raw, useGateway } from './helpers';

// /rpc: every return kind, POST and GET, overloads, defaults, read-only transactions, errors.
const env = useGateway();

describe.shuffle('rpc return kinds', () => {
  it('scalar, by POST and by GET', async () => {
    expect(await env.anon.rpc('add_them', { a: 1, b: 2 })).toMatchObject({
      status: 200,
      data: 3,
      error: null,
    });
    expect(await env.anon.rpc('add_them', { a: 4, b: 5 }, { get: true })).toMatchObject({
      status: 200,
      data: 9,
    });
  });

  it('named arguments with a default', async () => {
    expect((await env.anon.rpc('greet', { name: 'Ana' })).data).toBe('Hola, Ana');
    expect((await env.anon.rpc('greet', { name: 'Ana', greeting: 'Buenas' })).data).toBe('Buenas, Ana');
    expect((await env.anon.rpc('greet', { name: 'Ana' }, { get: true })).data).toBe('Hola, Ana');
  });

  it('SETOF scalar is an array', async () => {
    expect((await env.anon.rpc('series', { n: 3 })).data).toEqual([1, 2, 3]);
  });

  it('a composite is one object', async () => {
    const res = await env.anon.rpc('get_user', { name: 'beto' }).select('username, status');
    expect(res).toMatchObject({ status: 200, data: { username: 'beto', status: 'OFFLINE' } });
  });

  it('SETOF composite takes select, filters, order and count', async () => {
    const all = await env.anon
      .rpc('users_by_status', { s: 'OFFLINE' }, { count: 'exact' })
      .select('username');
    expect(all).toMatchObject({ status: 200, count: 2, data: [{ username: 'beto' }, { username: 'elena' }] });
    const filtered = await env.anon
      .rpc('users_by_status', { s: 'ONLINE' })
      .select('username, countries(name)')
      .order('username', { ascending: false })
      .limit(1);
    expect(filtered.data).toEqual([{ username: 'dani', countries: null }]);
    const viaGet = await env.anon
      .rpc('users_by_status', { s: 'OFFLINE' }, { get: true })
      .select('username')
      .eq('username', 'elena');
    expect(viaGet.data).toEqual([{ username: 'elena' }]);
  });

  it('RETURNS TABLE is an array of objects', async () => {
    const res = await env.anon.rpc('channel_stats');
    expect(res.data).toEqual([
      { channel_id: 1, total: 3 },
      { channel_id: 2, total: 2 },
    ]);
  });

  it('void is 204 without a body', async () => {
    expect(await env.anon.rpc('do_nothing')).toMatchObject({ status: 204, data: null, error: null });
  });

  it('a single unnamed json parameter gets the whole body', async () => {
    expect((await env.anon.rpc('echo_json', { a: 1, b: [1, 2], c: { d: 'e' } })).data).toEqual({
      a: 1,
      b: [1, 2],
      c: { d: 'e' },
    });
  });

  it('HEAD with a count', async () => {
    expect(await env.anon.rpc('series', { n: 5 }, { head: true, count: 'exact' })).toMatchObject({
      data: null,
      count: 5,
    });
  });

  it('functions of the second schema with Content-Profile', async () => {
    expect((await env.anon.schema('personal').rpc('schema_name')).data).toBe('personal');
  });
});

describe.shuffle('choosing the function', () => {
  it('overloads resolve by argument names', async () => {
    expect((await env.anon.rpc('pick', { a: 1 })).data).toBe('uno');
    expect((await env.anon.rpc('pick', { a: 1, b: 2 })).data).toBe('dos');
  });

  it('ambiguous overloads are 300 PGRST203', async () => {
    const res = await env.anon.rpc('amb', { x: 1 });
    expectError(res, 300, {
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.amb(x => integer), public.amb(x => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  });

  it('unknown arguments are 404 PGRST202', async () => {
    const res = await env.anon.rpc('add_them', { a: 1, c: 2 });
    expect(res.status).toBe(404);
    const error = res.error as unknown as Record<string, unknown>;
    expect(error.code).toBe('PGRST202');
    expect(error.message).toBe('Could not find the function public.add_them(a, c) in the schema cache');
    expect(error.details).toBe(
      'Searched for the function public.add_them with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    );
    // Error.hs noRpcHint: a fuzzy match over the parameter lists of the same-named functions.
    expect(error.hint).toBe('Perhaps you meant to call the function public.add_them(a, b)');
  });

  it('an unknown function without arguments is 404 PGRST202', async () => {
    const res = await env.anon.rpc('no_such_fn');
    expectError(res, 404, {
      code: 'PGRST202',
      message: 'Could not find the function public.no_such_fn without parameters in the schema cache',
      details:
        'Searched for the function public.no_such_fn without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });

  it('another method on an rpc is 405 PGRST101', async () => {
    const res = await raw(env.gw, '/rpc/add_them', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(405);
    expect(res.json).toEqual({
      code: 'PGRST101',
      message: 'Cannot use the PATCH method on RPC',
      details: null,
      hint: null,
    });
  });
});

describe.shuffle('transactions and errors', () => {
  it('a VOLATILE writer works by POST and fails by GET with 405 25006', async () => {
    const written = await env.anon.rpc('add_log', { note: 'por POST' });
    expect(written.status).toBe(200);
    expect(typeof written.data).toBe('number');
    const before = (await env.anon.rpc('count_logs', {}, { get: true })).data;
    const res = await env.anon.rpc('add_log', { note: 'por GET' }, { get: true });
    expectError(res, 405, {
      code: '25006',
      message: 'cannot execute INSERT in a read-only transaction',
      details: null,
      hint: null,
    });
    expect((await env.anon.rpc('count_logs')).data).toBe(before);
  });

  it('STABLE functions run read-only even by POST; VOLATILE ones do not', async () => {
    expect((await env.anon.rpc('ro_stable')).data).toBe('on');
    expect((await env.anon.rpc('ro_volatile')).data).toBe('off');
    expect((await env.anon.rpc('ro_volatile', {}, { get: true })).data).toBe('on');
  });

  it('RAISE EXCEPTION is 400 P0001 with message, detail and hint', async () => {
    const res = await env.anon.rpc('fail', { msg: 'algo salió mal' });
    expectError(res, 400, {
      code: 'P0001',
      message: 'algo salió mal',
      details: 'detalle del error',
      hint: 'pista del error',
    });
  });
});
