import { describe, expect, it } from 'vitest';

import { expectError, raw, useGateway } from './helpers';

// Inserts, return preferences and write errors (items: ids 1 'A-1' and 2 'B-2' seeded).
const env = useGateway();

const item = async (sku: string) =>
  (await env.service.from('items').select('sku, name, qty, note').eq('sku', sku).maybeSingle()).data;

describe.shuffle('insert', () => {
  it('an object: 201 without a body by default; missing keys take column defaults', async () => {
    const res = await env.anon.from('items').insert({ sku: 'C-3', name: 'Goma' });
    expect(res).toMatchObject({ status: 201, data: null, error: null });
    expect(await item('C-3')).toEqual({ sku: 'C-3', name: 'Goma', qty: 1, note: 'sin nota' });
  });

  it('return=representation with select= gives the inserted row', async () => {
    const res = await env.anon
      .from('items')
      .insert({ sku: 'D-4', name: 'Regla', qty: 2 })
      .select('sku, qty, note')
      .single();
    expect(res).toMatchObject({ status: 201, error: null, data: { sku: 'D-4', qty: 2, note: 'sin nota' } });
  });

  it('an array with columns=: missing keys are NULL, so a NOT NULL column fails with 23502', async () => {
    // SKUs of its own: the next test inserts E-5 and F-6.
    const res = await env.anon.from('items').insert([
      { sku: 'E-5n', name: 'x' },
      { sku: 'F-6n', qty: 7 },
    ]);
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('23502');
    expect(res.error?.message).toBe(
      'null value in column "qty" of relation "items" violates not-null constraint',
    );
    expect(res.error?.details).toMatch(/^Failing row contains \(/);
    expect(await item('F-6n')).toBeNull();
  });

  it('defaultToNull: false sends missing=default so missing keys take defaults', async () => {
    const res = await env.anon
      .from('items')
      .insert(
        [
          { sku: 'E-5', name: 'x' },
          { sku: 'F-6', qty: 7 },
        ],
        { defaultToNull: false },
      )
      .select('sku, name, qty, note')
      .order('sku');
    expect(res.status).toBe(201);
    expect(res.data).toEqual([
      { sku: 'E-5', name: 'x', qty: 1, note: 'sin nota' },
      { sku: 'F-6', name: null, qty: 7, note: 'sin nota' },
    ]);
  });

  it('returns embeds on the inserted rows', async () => {
    const res = await env.anon
      .from('messages')
      .insert({ message: 'Nuevo', channel_id: 3, username: 'elena' })
      .select('message, channels(slug), author:users!messages_username_fkey(username)')
      .single();
    expect(res.data).toEqual({
      message: 'Nuevo',
      channels: { slug: 'empty' },
      author: { username: 'elena' },
    });
  });

  it('return=headers-only gives Location and no body', async () => {
    const res = await raw(env.gw, '/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
      body: JSON.stringify({ sku: 'L-1' }),
    });
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    expect(res.headers.get('location')).toMatch(/^\/items\?id=eq\.\d+$/);
  });

  it('echoes applied preferences', async () => {
    const res = await raw(env.gw, '/items?columns=sku', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation, missing=default' },
      body: JSON.stringify([{ sku: 'P-1' }]),
    });
    expect(res.status).toBe(201);
    const applied = (res.headers.get('preference-applied') ?? '').split(/,\s*/).sort();
    expect(applied).toEqual(['missing=default', 'return=representation']);
  });

  it('writes to the second schema with Content-Profile', async () => {
    const res = await env.anon
      .schema('personal')
      .from('notes')
      .insert({ id: 3, body: 'nueva' })
      .select()
      .single();
    expect(res).toMatchObject({ status: 201, data: { id: 3, body: 'nueva' } });
  });

  it('tx=rollback answers normally but keeps nothing', async () => {
    const res = await env.anon.from('items').insert({ sku: 'R-1' }).select('sku').rollback().single();
    expect(res).toMatchObject({ status: 201, data: { sku: 'R-1' } });
    expect(await item('R-1')).toBeNull();
  });

  it('single on a two-row insert is 406 PGRST116 and rolls the insert back', async () => {
    const res = await env.anon
      .from('items')
      .insert([{ sku: 'S-1' }, { sku: 'S-2' }], { defaultToNull: false })
      .select('sku')
      .single();
    expectError(res, 406, {
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 2 rows',
      hint: null,
    });
    expect(await item('S-1')).toBeNull();
  });
});

describe.shuffle('write errors', () => {
  it('23505 duplicate key is 409', async () => {
    const res = await env.anon.from('items').insert({ id: 1, sku: 'dup' });
    expectError(res, 409, {
      code: '23505',
      message: 'duplicate key value violates unique constraint "items_pkey"',
      details: 'Key (id)=(1) already exists.',
      hint: null,
    });
  });

  it('23503 foreign key violation is 409', async () => {
    const res = await env.anon.from('messages').insert({ message: 'x', channel_id: 999, username: 'ana' });
    expectError(res, 409, {
      code: '23503',
      message:
        'insert or update on table "messages" violates foreign key constraint "messages_channel_id_fkey"',
      details: 'Key (channel_id)=(999) is not present in table "channels".',
      hint: null,
    });
  });

  it('22P02 invalid input is 400', async () => {
    const res = await env.anon.from('items').insert({ sku: 'bad', qty: 'abc' });
    expectError(res, 400, {
      code: '22P02',
      message: 'invalid input syntax for type integer: "abc"',
      details: null,
      hint: null,
    });
  });

  it('an unknown body column is 400 PGRST204', async () => {
    const res = await env.anon.from('items').insert({ sku: 'z', nope: 1 });
    expectError(res, 400, {
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'items' in the schema cache",
      details: null,
      hint: null,
    });
  });

  it('an unknown column in columns= is 400 PGRST204', async () => {
    const res = await raw(env.gw, '/items?columns=sku,nope', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([{ sku: 'c1', nope: 1 }]),
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'items' in the schema cache",
      details: null,
      hint: null,
    });
  });

  it('bad JSON and mismatched keys are 400 PGRST102', async () => {
    const post = (body: string) =>
      raw(env.gw, '/items', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const bad = await post('{bad');
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: null,
      hint: null,
    });
    const mismatch = await post('[{"sku":"m1"},{"name":"m2"}]');
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toEqual({
      code: 'PGRST102',
      message: 'All object keys must match',
      details: null,
      hint: null,
    });
  });
});
