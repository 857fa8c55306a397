import { describe, expect, it } from 'vitest';

import { expectError, maxAffected, raw, useGateway } from './helpers';

// Upsert, update, delete and max-affected (items: ids 1 'A-1' and 2 'B-2' seeded).
const env = useGateway();

const item = async (sku: string) =>
  (await env.service.from('items').select('id, sku, name, qty').eq('sku', sku).maybeSingle()).data;

describe.shuffle('upsert', () => {
  it('merge-duplicates that only updates is 200', async () => {
    const res = await env.anon
      .from('items')
      .upsert({ id: 1, sku: 'A-1', name: 'Lápiz azul', qty: 11 })
      .select('id, name, qty');
    expect(res).toMatchObject({ status: 200, error: null, data: [{ id: 1, name: 'Lápiz azul', qty: 11 }] });
  });

  it('merge-duplicates that inserts at least one row is 201', async () => {
    const res = await env.anon
      .from('items')
      .upsert([
        { id: 1, sku: 'A-1', name: 'Lápiz verde', qty: 12 },
        { id: 50, sku: 'U-50', name: 'Nuevo', qty: 5 },
      ])
      .select('id, name')
      .order('id');
    expect(res.status).toBe(201);
    expect(res.data).toEqual([
      { id: 1, name: 'Lápiz verde' },
      { id: 50, name: 'Nuevo' },
    ]);
  });

  it('on_conflict on a unique column', async () => {
    const res = await env.anon
      .from('items')
      .upsert({ sku: 'B-2', name: 'Pluma roja', qty: 4 }, { onConflict: 'sku' })
      .select('id, name')
      .single();
    expect(res).toMatchObject({ status: 200, data: { id: 2, name: 'Pluma roja' } });
  });

  it('ignore-duplicates is 201 and leaves the existing row alone', async () => {
    const before = await item('B-2');
    const res = await env.anon
      .from('items')
      .upsert({ id: 2, sku: 'B-2', name: 'ignorado', qty: 1 }, { ignoreDuplicates: true })
      .select('id');
    expect(res).toMatchObject({ status: 201, data: [] });
    expect(await item('B-2')).toEqual(before);
  });
});

describe.shuffle('update', () => {
  it('with representation is 200 with rows; without it is 204', async () => {
    const rep = await env.anon.from('items').update({ qty: 20 }).eq('sku', 'A-1').select('sku, qty');
    expect(rep).toMatchObject({ status: 200, data: [{ sku: 'A-1', qty: 20 }] });
    const minimal = await env.anon.from('items').update({ qty: 21 }).eq('sku', 'A-1');
    expect(minimal).toMatchObject({ status: 204, data: null, error: null });
    expect((await item('A-1'))?.qty).toBe(21);
  });

  it('counts updated rows and sets Content-Range', async () => {
    const res = await env.anon
      .from('items')
      .update({ name: 'contado' }, { count: 'exact' })
      .in('sku', ['A-1', 'B-2']);
    expect(res).toMatchObject({ status: 204, count: 2 });
    const rawRes = await raw(env.gw, '/items?sku=eq.nadie', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Prefer: 'count=exact' },
      body: JSON.stringify({ qty: 1 }),
    });
    expect(rawRes.status).toBe(204);
    expect(rawRes.headers.get('content-range')).toBe('*/0');
  });

  it('max-affected under handling=strict rejects and rolls back', async () => {
    const before = await env.service.from('items').select('id, qty').order('id');
    const total = (before.data ?? []).length;
    expect(total).toBeGreaterThan(1);
    const res = await maxAffected(env.anon.from('items').update({ qty: 0 }).gte('id', 1), 1);
    expectError(res, 400, {
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: `The query affects ${total} rows`,
      hint: null,
    });
    const after = await env.service.from('items').select('id, qty').order('id');
    expect(after.data).toEqual(before.data);
    const ok = await maxAffected(env.anon.from('items').update({ qty: 9 }).eq('id', 1), 1).select('qty');
    expect(ok).toMatchObject({ status: 200, data: [{ qty: 9 }] });
  });
});

describe.shuffle('delete', () => {
  it('with representation is 200; minimal is 204; rollback keeps the row', async () => {
    await env.anon
      .from('items')
      .insert([{ sku: 'X-1' }, { sku: 'X-2' }, { sku: 'X-3' }], { defaultToNull: false });
    const rep = await env.anon.from('items').delete().eq('sku', 'X-1').select('sku');
    expect(rep).toMatchObject({ status: 200, data: [{ sku: 'X-1' }] });
    const minimal = await env.anon.from('items').delete().eq('sku', 'X-2');
    expect(minimal).toMatchObject({ status: 204, data: null, error: null });
    expect(await item('X-2')).toBeNull();
    const rolledBack = await env.anon.from('items').delete().eq('sku', 'X-3').select('sku').rollback();
    expect(rolledBack).toMatchObject({ status: 200, data: [{ sku: 'X-3' }] });
    expect(await item('X-3')).not.toBeNull();
  });

  it('max-affected on delete', async () => {
    const res = await maxAffected(env.anon.from('items').delete().in('sku', ['A-1', 'B-2']), 1);
    expectError(res, 400, {
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 2 rows',
      hint: null,
    });
    expect(await item('A-1')).not.toBeNull();
  });

  it('deleting a referenced row is 409 23503', async () => {
    const res = await env.anon.from('channels').delete().eq('id', 1);
    expectError(res, 409, {
      code: '23503',
      message:
        'update or delete on table "channels" violates foreign key constraint "messages_channel_id_fkey" on table "messages"',
      details: 'Key (id)=(1) is still referenced from table "messages".',
      hint: null,
    });
  });
});
