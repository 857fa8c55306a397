// The audit trail: every write made through the API (tables and Storage) appends exactly one entry with
// its actor, action, table, row, company and changes; the service role's writes are recorded as the
// service (for the person the server names); updates that change nothing and refused writes append none;
// and no caller, not even the service role, edits an entry. The functions' writes: audit-functions.test.ts.
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import type { Database } from '../../src/types/database';
import { COMPANY, DEMO, PROFILE, firebaseToken, untyped, usePortalGateway, type Client } from './helpers';
import { TABLES, type Cell, type TableName } from './matrix/expectations';
import { UPDATE_COLUMN, newRow, paymentFixtures, updateValue, type MatrixRow } from './matrix/rows';

const env = usePortalGateway();
// What the invoice_payments rows hang from (a complement and an invoice of A and of B).
beforeAll(() => paymentFixtures(env.service));
/**
 * The tables an admin writes through the API (insert, update and delete): progress, attempts and
 * certificates are written by collaborators and the database's functions instead.
 */
const AUDITED = (Object.keys(TABLES) as TableName[]).filter((t) => {
  const admin: Cell = TABLES[t].admin;
  return t !== 'audit_log' && admin.insert && admin.update && admin.delete;
});
const PDF = '%PDF-1.4 auditoria';
let serial = 0;

interface AuditRow {
  id: number;
  occurred_at: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string | null;
  action: string;
  table_name: string;
  row_id: string | null;
  company_id: string | null;
  changes: Record<string, unknown>;
}

/** The id of the newest entry (0 when there is none); entries after it are what a test appended. */
async function lastAuditId(): Promise<number> {
  const { data, error } = await untyped(env.service)
    .from('audit_log')
    .select('id')
    .order('id', { ascending: false })
    .limit(1);
  if (error) throw new Error(`audit_log: ${error.message}`);
  return (data as { id: number }[])[0]?.id ?? 0;
}

/**
 * The entries after `id`; with `table`, only that table's (publishing a document or a result also logs its
 * delivery, whose entries audit-functions.test.ts checks).
 */
async function auditSince(id: number, table?: TableName): Promise<AuditRow[]> {
  let query = untyped(env.service).from('audit_log').select('*').gt('id', id);
  if (table) query = query.eq('table_name', `public.${table}`);
  const { data, error } = await query.order('id');
  if (error) throw new Error(`audit_log: ${error.message}`);
  return data as AuditRow[];
}

async function rowById(table: TableName, id: string): Promise<MatrixRow> {
  const { data, error } = await untyped(env.service).from(table).select('*').eq('id', id).single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as MatrixRow;
}

const withoutStamp = (row: MatrixRow) => {
  const { updated_at: _stamp, ...rest } = row;
  return rest;
};

/** The company an entry is filed under: the company itself, or the row's company. */
const companyOf = (table: TableName, row: MatrixRow) =>
  table === 'companies' ? row.id : (row.company_id ?? null);

/** A new value for the table's update column (a known invoice status; a due date for assignments). */
const newValue = (table: TableName) => {
  if (table === 'invoices') return 'pagada';
  return table === 'course_assignments' ? updateValue(table) : `Auditoría ${(serial += 1)}`;
};

/**
 * What the update's trigger derives from the new value, recorded with it: a profile's full name written
 * alone ('Auditoría 3') is split into its parts (given names, then the paternal surname).
 */
const derivedChanges = (table: TableName, before: MatrixRow, value: unknown) => {
  if (table !== 'profiles' || UPDATE_COLUMN.profiles !== 'full_name') return {};
  const [given, paternal] = String(value).split(' ');
  return {
    given_names: { old: before.given_names ?? null, new: given },
    last_name_paternal: { old: before.last_name_paternal ?? null, new: paternal },
  };
};

const admin = () => untyped(env.as(DEMO.admin.uid));
const byAdmin = {
  actor_id: PROFILE.admin,
  actor_email: DEMO.admin.email,
  actor_role: 'admin',
};

describe('an admin write through the API appends exactly one entry', () => {
  it.each(AUDITED)('%s: insert, update, an update that changes nothing, delete', async (table) => {
    let mark = await lastAuditId();
    const inserted = await admin().from(table).insert(newRow(table, COMPANY.A)).select('id');
    expect(inserted.error).toBeNull();
    const id = (inserted.data as { id: string }[])[0].id;
    onTestFinished(async () => {
      await untyped(env.service).from(table).delete().eq('id', id);
    });
    const created = await rowById(table, id);
    expect(await auditSince(mark, table)).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'insert',
        table_name: `public.${table}`,
        row_id: id,
        company_id: companyOf(table, created),
        changes: withoutStamp(created),
      }),
    ]);

    mark = await lastAuditId();
    const column = UPDATE_COLUMN[table];
    const value = newValue(table);
    const updated = await admin()
      .from(table)
      .update({ [column]: value })
      .eq('id', id)
      .select('id');
    expect({ error: updated.error, data: updated.data }).toEqual({ error: null, data: [{ id }] });
    // Only the changed column, not the updated_at the database stamped.
    expect(await auditSince(mark, table)).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'update',
        table_name: `public.${table}`,
        row_id: id,
        company_id: companyOf(table, created),
        changes: {
          [column]: { old: created[column] ?? null, new: value },
          ...derivedChanges(table, created, value),
        },
      }),
    ]);

    mark = await lastAuditId();
    const same = await admin()
      .from(table)
      .update({ [column]: value })
      .eq('id', id)
      .select('id');
    expect({ error: same.error, data: same.data }).toEqual({ error: null, data: [{ id }] });
    expect(await auditSince(mark, table)).toEqual([]);

    const before = await rowById(table, id);
    mark = await lastAuditId();
    const deleted = await admin().from(table).delete().eq('id', id).select('id');
    expect({ error: deleted.error, data: deleted.data }).toEqual({ error: null, data: [{ id }] });
    expect(await auditSince(mark, table)).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'delete',
        table_name: `public.${table}`,
        row_id: id,
        company_id: companyOf(table, before),
        changes: withoutStamp(before),
      }),
    ]);
  });

  it.each([
    { folder: COMPANY.A, company: COMPANY.A },
    { folder: 'global', company: null },
  ])('a Storage upload and removal in $folder/', async ({ folder, company }) => {
    const key = `${folder}/auditoria-${process.pid}-${(serial += 1)}.pdf`;
    onTestFinished(async () => {
      await env.service.storage.from('repse-documents').remove([key]);
    });
    const files = env.as(DEMO.admin.uid).storage.from('repse-documents');
    let mark = await lastAuditId();
    const up = await files.upload(key, Buffer.from(PDF), { contentType: 'application/pdf' });
    expect(up.error).toBeNull();
    const entry = {
      ...byAdmin,
      table_name: 'storage.objects',
      row_id: `repse-documents/${key}`,
      company_id: company,
    };
    const uploaded = await auditSince(mark);
    expect(uploaded).toEqual([expect.objectContaining({ ...entry, action: 'insert' })]);
    expect(uploaded[0].changes).toMatchObject({ bucket_id: 'repse-documents', name: key });

    mark = await lastAuditId();
    const removed = await files.remove([key]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([key]);
    const entries = await auditSince(mark);
    expect(entries).toEqual([expect.objectContaining({ ...entry, action: 'delete' })]);
    expect(entries[0].changes).toMatchObject({ bucket_id: 'repse-documents', name: key });
  });

  it("a client's own write is recorded under that client", async () => {
    const mark = await lastAuditId();
    const res = await untyped(env.as(DEMO.clienteA.uid))
      .from('feedback')
      .insert({ rating: 5, comment: 'Auditoría del cliente' })
      .select('id');
    expect(res.error).toBeNull();
    const id = (res.data as { id: string }[])[0].id;
    onTestFinished(async () => {
      await env.service.from('feedback').delete().eq('id', id);
    });
    expect(await auditSince(mark)).toEqual([
      expect.objectContaining({
        actor_id: PROFILE.clienteA,
        actor_email: DEMO.clienteA.email,
        actor_role: 'client',
        action: 'insert',
        table_name: 'public.feedback',
        row_id: id,
        company_id: COMPANY.A,
      }),
    ]);
  });
});

describe('writes of the service role', () => {
  const byService = { actor_id: null, actor_email: null, actor_role: 'service' };
  /** The service role acting for the admin, as the Cloud Functions call it (the x-portal-actor header). */
  const forAdmin = () =>
    untyped(
      createClient<Database>(env.gw.url, env.gw.serviceKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { 'x-portal-actor': DEMO.admin.uid } },
      }),
    );

  it.each(AUDITED)('%s: insert, update and delete are recorded as the service', async (table) => {
    const mark = await lastAuditId();
    const service = untyped(env.service);
    const inserted = await service.from(table).insert(newRow(table, COMPANY.B)).select('id');
    expect(inserted.error).toBeNull();
    const id = (inserted.data as { id: string }[])[0].id;
    onTestFinished(async () => {
      await service.from(table).delete().eq('id', id);
    });
    const column = UPDATE_COLUMN[table];
    const value = newValue(table);
    const updated = await service
      .from(table)
      .update({ [column]: value })
      .eq('id', id)
      .select('id');
    expect(updated.error).toBeNull();
    const deleted = await service.from(table).delete().eq('id', id).select('id');
    expect({ error: deleted.error, data: deleted.data }).toEqual({ error: null, data: [{ id }] });
    const entries = await auditSince(mark, table);
    expect(entries.map((e) => [e.action, e.table_name, e.row_id])).toEqual(
      ['insert', 'update', 'delete'].map((action) => [action, `public.${table}`, id]),
    );
    expect(entries[1].changes[column]).toEqual(expect.objectContaining({ new: value }));
    for (const entry of entries) expect(entry).toMatchObject(byService);
  });

  it('names the person the server acted for, and still says it was the service', async () => {
    const mark = await lastAuditId();
    const res = await forAdmin()
      .from('directory_entries')
      .insert(newRow('directory_entries', COMPANY.A))
      .select('id');
    expect(res.error).toBeNull();
    const id = (res.data as { id: string }[])[0].id;
    onTestFinished(async () => {
      await env.service.from('directory_entries').delete().eq('id', id);
    });
    expect(await auditSince(mark)).toEqual([
      expect.objectContaining({
        actor_id: PROFILE.admin,
        actor_email: DEMO.admin.email,
        actor_role: 'service',
        action: 'insert',
        row_id: id,
      }),
    ]);
  });

  it('the header names nobody for a signed-in caller: the token decides', async () => {
    const mark = await lastAuditId();
    const client = untyped(
      createClient<Database>(env.gw.url, env.gw.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        accessToken: async () => firebaseToken(DEMO.clienteA.uid),
        global: { headers: { 'x-portal-actor': DEMO.admin.uid } },
      }),
    );
    const res = await client.from('feedback').insert({ rating: 4, comment: 'Encabezado ajeno' }).select('id');
    expect(res.error).toBeNull();
    const id = (res.data as { id: string }[])[0].id;
    onTestFinished(async () => {
      await env.service.from('feedback').delete().eq('id', id);
    });
    expect(await auditSince(mark)).toEqual([
      expect.objectContaining({ actor_id: PROFILE.clienteA, actor_role: 'client', row_id: id }),
    ]);
  });

  it('a Storage upload and removal by the service role', async () => {
    const key = `${COMPANY.B}/servicio-${process.pid}-${(serial += 1)}.pdf`;
    const mark = await lastAuditId();
    const files = env.service.storage.from('invoices');
    expect((await files.upload(key, Buffer.from(PDF), { contentType: 'application/pdf' })).error).toBeNull();
    expect((await files.remove([key])).data?.map((o) => o.name)).toEqual([key]);
    expect(await auditSince(mark)).toEqual(
      ['insert', 'delete'].map((action) =>
        expect.objectContaining({
          ...byService,
          action,
          table_name: 'storage.objects',
          row_id: `invoices/${key}`,
          company_id: COMPANY.B,
        }),
      ),
    );
  });
});

describe('writes that append no entry', () => {
  it('a refused write', async () => {
    const mark = await lastAuditId();
    const res = await untyped(env.as(DEMO.clienteA.uid))
      .from('invoices')
      .insert(newRow('invoices', COMPANY.A))
      .select('id');
    expect(res.error?.code).toBe('42501');
    expect(await auditSince(mark)).toEqual([]);
  });
});

describe('nobody edits or removes an entry', () => {
  /** A fresh entry, from an admin renaming company C and renaming it back. */
  async function someEntry(): Promise<AuditRow> {
    const { data } = await env.service.from('companies').select('name').eq('id', COMPANY.C).single();
    const name = data!.name;
    const mark = await lastAuditId();
    const renamed = await admin()
      .from('companies')
      .update({ name: `${name} (auditoría)` })
      .eq('id', COMPANY.C);
    expect(renamed.error).toBeNull();
    expect((await env.service.from('companies').update({ name }).eq('id', COMPANY.C)).error).toBeNull();
    // The admin's rename, then the service role's rename back.
    const entries = await auditSince(mark);
    expect(entries.map((e) => e.actor_role)).toEqual(['admin', 'service']);
    return entries[0];
  }

  const callers: { who: string; client: () => Client }[] = [
    { who: 'the admin', client: () => env.as(DEMO.admin.uid) },
    { who: 'a client', client: () => env.as(DEMO.clienteA.uid) },
    { who: 'the service role', client: () => env.service },
  ];

  it.each(callers)('$who cannot update an entry', async ({ client }) => {
    const entry = await someEntry();
    const res = await untyped(client())
      .from('audit_log')
      .update({ action: 'delete', changes: {} })
      .eq('id', entry.id)
      .select('id');
    expect({ code: res.error?.code, data: res.data }).toEqual({ code: '42501', data: null });
    expect((await auditSince(entry.id - 1))[0]).toEqual(entry);
  });

  it.each(callers)('$who cannot delete an entry', async ({ client }) => {
    const entry = await someEntry();
    const res = await untyped(client()).from('audit_log').delete().eq('id', entry.id).select('id');
    expect({ code: res.error?.code, data: res.data }).toEqual({ code: '42501', data: null });
    expect((await auditSince(entry.id - 1))[0]).toEqual(entry);
  });

  it('the service role gets the Spanish reason', async () => {
    const entry = await someEntry();
    const res = await untyped(env.service).from('audit_log').delete().eq('id', entry.id);
    expect(res.error?.message).toBe('La bitácora de auditoría no se puede modificar.');
  });
});
