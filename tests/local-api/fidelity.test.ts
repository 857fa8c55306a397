import { describe, expect, it } from 'vitest';

import { expectError, raw, useGateway } from './helpers';

// Differences from PostgREST v14 that apps can notice, on schema/060_fidelity.sql.
const env = useGateway();

describe.shuffle('rows without order come in physical order, as on a real server', () => {
  it('a plain read, a filtered read and .limit(1) follow insertion order, not the uuid index', async () => {
    const all = await env.anon.from('tickets').select('title');
    expect(all.data).toEqual([
      { title: 'primero' },
      { title: 'segundo' },
      { title: 'tercero' },
      { title: 'cuarto' },
    ]);
    const team = await env.anon.from('tickets').select('title').eq('team_id', 1);
    expect(team.data).toEqual([{ title: 'primero' }, { title: 'segundo' }, { title: 'cuarto' }]);
    const first = await env.anon.from('tickets').select('title').limit(1).single();
    expect(first.data).toEqual({ title: 'primero' });
  });

  it('the planner may scan sequentially inside a request', async () => {
    const res = await env.anon.rpc('current_setting_of', { name: 'enable_seqscan' });
    expect(res.data).toBe('on');
  });
});

describe.shuffle('self-referencing foreign keys', () => {
  it('the column name embeds the parent, the table name the children', async () => {
    const res = await env.anon
      .from('categories')
      .select('name, parent_id(name), categories(name)')
      .in('id', [1, 2]);
    expect(res.error).toBeNull();
    expect(res.data).toEqual([
      { name: 'raiz', parent_id: null, categories: [{ name: 'hoja a' }, { name: 'hoja b' }] },
      { name: 'hoja a', parent_id: { name: 'raiz' }, categories: [{ name: 'nieta' }] },
    ]);
  });

  it('a hint names the children by their foreign key column, with an alias', async () => {
    const res = await env.anon
      .from('categories')
      .select('name, parent:parent_id(name), children:categories!parent_id(name)')
      .eq('id', 2)
      .single();
    expect(res.data).toEqual({ name: 'hoja a', parent: { name: 'raiz' }, children: [{ name: 'nieta' }] });
  });
});

describe.shuffle('the same embed twice', () => {
  it('without distinct aliases is 400 42712, as Postgres refuses the duplicate alias', async () => {
    const res = await env.anon.from('users').select('username, countries(name), countries(code)');
    expectError(res, 400, {
      code: '42712',
      message: 'table name "users_countries_1" specified more than once',
      details: null,
      hint: null,
    });
    const aliased = await env.anon
      .from('users')
      .select('username, a:countries(name), b:countries(code)')
      .eq('username', 'ana')
      .single();
    expect(aliased.error).toBeNull();
  });
});

describe.shuffle('rpc fidelity', () => {
  it('a single unnamed text or bytea parameter gets the raw body by its content type', async () => {
    const text = await raw(env.gw, '/rpc/echo_text', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hola mundo',
    });
    expect({ status: text.status, json: text.json }).toEqual({ status: 200, json: 'hola mundo' });
    const bytes = await raw(env.gw, '/rpc/byte_count', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array([0, 1, 2, 255]),
    });
    expect({ status: bytes.status, json: bytes.json }).toEqual({ status: 200, json: 4 });
  });

  it('a single unnamed int parameter is never called from a body', async () => {
    const res = await env.anon.rpc('unnamed_int', {});
    expectError(res, 404, {
      code: 'PGRST202',
      message: 'Could not find the function public.unnamed_int without parameters in the schema cache',
      details:
        'Searched for the function public.unnamed_int without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.unnamed_int()',
    });
    const empty = await raw(env.gw, '/rpc/unnamed_int', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"": 1}',
    });
    expect(empty.status).toBe(404);
    expect((empty.json as { code: string }).code).toBe('PGRST202');
  });

  it('a text body for a function without a text parameter words the error as PostgREST', async () => {
    const res = await raw(env.gw, '/rpc/saludo', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect({ status: res.status, json: res.json }).toEqual({
      status: 404,
      json: {
        code: 'PGRST202',
        message: 'Could not find the function public.saludo in the schema cache',
        details:
          'Searched for the function public.saludo with a single unnamed text parameter, but no matches were found in the schema cache.',
        hint: null,
      },
    });
  });

  it('PGRST202 says "parameter" for one key and hints the closest overload', async () => {
    const res = await env.anon.rpc('saludo', { nme: 'ana' });
    expectError(res, 404, {
      code: 'PGRST202',
      message: 'Could not find the function public.saludo(nme) in the schema cache',
      details:
        'Searched for the function public.saludo with parameter nme or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.saludo(name)',
    });
    const get = await env.anon.rpc('saludo', { nme: 'ana', x: '1' }, { get: true });
    expect(get.status).toBe(404);
    expect((get.error as unknown as { details: string }).details).toBe(
      'Searched for the function public.saludo without parameters, but no matches were found in the schema cache.',
    );
    const near = await env.anon.rpc('salud', { name: 'ana' });
    expect((near.error as unknown as { hint: string }).hint).toBe(
      'Perhaps you meant to call the function public.saludo',
    );
  });

  it('a count on a scalar function is 0-0/1', async () => {
    const res = await raw(env.gw, '/rpc/saludo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'count=exact' },
      body: JSON.stringify({ name: 'ana' }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toBe('hola ana');
    expect(res.headers.get('content-range')).toBe('0-0/1');
    const count = await env.anon.rpc('saludo', { name: 'ana' }, { count: 'exact' });
    expect(count.count).toBe(1);
  });
});

describe.shuffle('missing=default', () => {
  it('merges defaults evaluated once per element, as PostgREST does (a sequence advances for every row)', async () => {
    const res = await env.service
      .from('stamped')
      .insert([{ label: 'a' }, { label: 'b', id: 1_000_000 + Math.floor(Math.random() * 1e6) }], {
        defaultToNull: false,
      })
      .select('id, label, code, qty');
    expect(res.error).toBeNull();
    const [a, b] = res.data as { id: number; label: string; code: string; qty: number }[];
    expect([a.qty, b.qty]).toEqual([7, 7]);
    expect(a.code).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.code).not.toBe(a.code);
    const next = await env.service.from('stamped').insert({ label: 'c' }).select('id').single();
    // The identity sequence was used for both rows of the first insert.
    expect(next.data?.id).toBe(a.id + 2);
  });
});

describe.shuffle('aggregates', () => {
  const until = async (path: string, status: number) => {
    let res = await raw(env.gw, path);
    for (let i = 0; i < 50 && res.status !== status; i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await raw(env.gw, path);
    }
    return res;
  };

  it('follow the in-database setting PostgREST reads from the authenticator role', async () => {
    const path = '/messages?select=...channels(name),id.count()';
    expect((await raw(env.gw, path)).status).toBe(400);
    await env.gw.db.exec(
      "alter role authenticator set pgrst.db_aggregates_enabled = 'true'; notify pgrst, 'reload config';",
    );
    try {
      const on = await until(path, 200);
      // A to-one spread's columns are grouped by, next to the aggregate.
      expect(on.json).toEqual([
        { count: 2, name: 'Aleatorio' },
        { count: 3, name: 'General' },
      ]);
      const embedded = await raw(env.gw, '/messages?select=id.count(),channels(name)');
      expect(embedded.status).toBe(200);
      expect(embedded.json).toHaveLength(2);
    } finally {
      await env.gw.db.exec(
        "alter role authenticator reset pgrst.db_aggregates_enabled; notify pgrst, 'reload config';",
      );
    }
    expect((await until(path, 400)).status).toBe(400);
  });
});

describe.shuffle('the plan media type', () => {
  it('is 406 until db-plan-enabled, then EXPLAINs the main query as JSON or text', async () => {
    const off = await env.anon.from('countries').select('id').explain({ format: 'json' });
    expect(off.status).toBe(406);
    expect((off.error as unknown as { code: string }).code).toBe('PGRST107');
    await env.gw.db.exec(
      "alter role authenticator set pgrst.db_plan_enabled = 'true'; notify pgrst, 'reload config';",
    );
    try {
      let json = await env.anon.from('countries').select('id').explain({ format: 'json' });
      for (let i = 0; i < 50 && json.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        json = await env.anon.from('countries').select('id').explain({ format: 'json' });
      }
      expect(json.status).toBe(200);
      const plan = json.data as unknown as { Plan: { 'Node Type': string } }[];
      expect(plan[0].Plan['Node Type']).toBeTruthy();
      const text = await raw(env.gw, '/countries?select=id', {
        headers: { Accept: 'application/vnd.pgrst.plan+text; for="application/json"; options=analyze;' },
      });
      expect(text.status).toBe(200);
      expect(text.headers.get('content-type')).toBe(
        'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
      );
      expect(text.text).toMatch(/actual time=/);
    } finally {
      await env.gw.db.exec(
        "alter role authenticator reset pgrst.db_plan_enabled; notify pgrst, 'reload config';",
      );
    }
  });
});
