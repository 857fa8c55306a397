// Accounts an admin manages: no admin locks itself out or leaves the portal without an active admin, and a
// deactivated user loses every access on its next request. The tests create their own admins and
// clients, so the seeded accounts keep their state whatever the order.
import { describe, expect, it, onTestFinished } from 'vitest';

import { COMPANY, untyped, usePortalGateway } from './helpers';
import { TABLES, type TableName } from './matrix/expectations';
import { keyColumns } from './matrix/rows';

const env = usePortalGateway();
const SELF = 'No puedes desactivar, eliminar ni cambiar el rol de tu propia cuenta.';
let serial = 0;

interface Account {
  id: string;
  uid: string;
}

/** A new active profile with its own Firebase uid, removed after the test. */
async function account(role: 'admin' | 'client', companyId: string | null = null): Promise<Account> {
  const name = `guardia-${role}-${process.pid}-${(serial += 1)}`;
  const { data, error } = await env.service
    .from('profiles')
    .insert({ email: `${name}@portal.demo`, username: name, firebase_uid: name, role, company_id: companyId })
    .select('id')
    .single();
  if (error) throw new Error(`profile: ${error.message}`);
  onTestFinished(async () => {
    await env.service.from('profiles').delete().eq('id', data.id);
  });
  return { id: data.id, uid: name };
}

async function profile(id: string) {
  const { data, error } = await env.service.from('profiles').select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(`profile: ${error.message}`);
  return data;
}

const as = (who: Account) => env.as(who.uid);

describe('an admin cannot lock itself out', () => {
  it.each([
    { change: 'deactivate', values: { active: false } },
    { change: 'demote to client', values: { role: 'client' } },
    { change: 'demote to collaborator', values: { role: 'collaborator' } },
  ] as const)('it may not $change its own profile', async ({ values }) => {
    const me = await account('admin');
    const before = await profile(me.id);
    const res = await as(me).from('profiles').update(values).eq('id', me.id).select('id');
    expect({ code: res.error?.code, message: res.error?.message, data: res.data }).toEqual({
      code: '42501',
      message: SELF,
      data: null,
    });
    expect(await profile(me.id)).toEqual(before);
  });

  it('it may not delete its own profile', async () => {
    const me = await account('admin');
    const before = await profile(me.id);
    const res = await as(me).from('profiles').delete().eq('id', me.id).select('id');
    expect({ code: res.error?.code, message: res.error?.message }).toEqual({ code: '42501', message: SELF });
    expect(await profile(me.id)).toEqual(before);
  });

  it('it may still edit the rest of its own profile', async () => {
    const me = await account('admin');
    const res = await as(me)
      .from('profiles')
      .update({ full_name: 'Admin Guardia' })
      .eq('id', me.id)
      .select('id');
    expect({ error: res.error, data: res.data }).toEqual({ error: null, data: [{ id: me.id }] });
    expect(await profile(me.id)).toMatchObject({ full_name: 'Admin Guardia', active: true, role: 'admin' });
  });

  it('deactivating every admin at once is refused as a whole', async () => {
    const me = await account('admin');
    const other = await account('admin');
    const ids = [me.id, other.id];
    const res = await as(me).from('profiles').update({ active: false }).in('id', ids).select('id');
    expect({ code: res.error?.code, message: res.error?.message }).toEqual({ code: '42501', message: SELF });
    for (const id of ids) expect(await profile(id)).toMatchObject({ active: true, role: 'admin' });
  });
});

describe('an admin manages the other admins while an active one remains', () => {
  it.each([
    { change: 'deactivate', values: { active: false }, after: { active: false, role: 'admin' } },
    { change: 'demote', values: { role: 'client' }, after: { active: true, role: 'client' } },
  ] as const)('it may $change another active admin', async ({ values, after }) => {
    const me = await account('admin');
    const other = await account('admin');
    const res = await as(me).from('profiles').update(values).eq('id', other.id).select('id');
    expect({ error: res.error, data: res.data }).toEqual({ error: null, data: [{ id: other.id }] });
    expect(await profile(other.id)).toMatchObject(after);
    // The other one is no admin any more: it reads no profile but (at most) its own.
    const seen = await as(other).from('profiles').select('id');
    expect(seen.data?.every((p) => p.id === other.id)).toBe(true);
  });

  it('it may delete another active admin', async () => {
    const me = await account('admin');
    const other = await account('admin');
    const res = await as(me).from('profiles').delete().eq('id', other.id).select('id');
    expect({ error: res.error, data: res.data }).toEqual({ error: null, data: [{ id: other.id }] });
    expect(await profile(other.id)).toBeNull();
  });

  it('it may reactivate an inactive admin', async () => {
    const me = await account('admin');
    const other = await account('admin');
    expect(
      (await env.service.from('profiles').update({ active: false }).eq('id', other.id)).error,
    ).toBeNull();
    const res = await as(me).from('profiles').update({ active: true }).eq('id', other.id).select('id');
    expect({ error: res.error, data: res.data }).toEqual({ error: null, data: [{ id: other.id }] });
    expect((await as(other).from('profiles').select('id')).data?.length).toBeGreaterThan(1);
  });
});

describe('a deactivated client loses every access at once', () => {
  const tables = (Object.keys(TABLES) as TableName[]).filter((t) => t !== 'audit_log');
  const KEY = `${COMPANY.A}/desactivado.pdf`;

  /** What the client reads: row counts per table, and whether its company's file downloads. */
  async function access(who: Account) {
    const c = untyped(as(who));
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const res = await c.from(table).select(keyColumns(table).join(','));
      if (res.error) throw new Error(`${table}: ${res.error.message}`);
      counts[table] = res.data.length;
    }
    const file = await as(who).storage.from('repse-documents').download(KEY);
    return { counts, file: file.error === null };
  }

  it('the next request after the admin deactivates it reads nothing, and reactivation restores it', async () => {
    const adminUser = await account('admin');
    const client = await account('client', COMPANY.A);
    const upload = await env.service.storage
      .from('repse-documents')
      .upload(KEY, Buffer.from('%PDF-1.4 desactivado'), { contentType: 'application/pdf', upsert: true });
    expect(upload.error).toBeNull();
    onTestFinished(async () => {
      await env.service.storage.from('repse-documents').remove([KEY]);
    });

    const active = await access(client);
    // The seed gives company A rows in every company table, and the client reads its own profile.
    for (const table of ['companies', 'profiles', 'directory_entries', 'invoices', 'documents']) {
      expect(active.counts[table], table).toBeGreaterThan(0);
    }
    expect(active.file).toBe(true);

    const off = await as(adminUser)
      .from('profiles')
      .update({ active: false })
      .eq('id', client.id)
      .select('id');
    expect(off.error).toBeNull();
    expect(await access(client)).toEqual({
      counts: Object.fromEntries(tables.map((t) => [t, 0])),
      file: false,
    });
    // Nor can it write what an active client may (its own feedback).
    const feedback = await as(client).from('feedback').insert({ rating: 5, comment: 'Desactivado' });
    expect(feedback.error?.code).toBe('42501');

    const on = await as(adminUser).from('profiles').update({ active: true }).eq('id', client.id);
    expect(on.error).toBeNull();
    expect(await access(client)).toEqual(active);
  });
});
