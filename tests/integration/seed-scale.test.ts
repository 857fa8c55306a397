// `npm start -- --scale`: supabase/seed-scale.sql gives company A a large client's volume, can
// be applied again, stays inside company A under RLS, and points only at files the demo seed stores.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startGateway, type Gateway } from '../../local/api/server';
import { fileOfReference } from '../../local/seed/storage-map';
import { knownStatus } from '../../src/features/billing/utils/invoice-status-values';
import { labStatusGroup } from '../../src/features/laboratory/utils/lab-status-values';
import { COMPANY, DEMO, firebaseToken, makeClient, portalDatabase, PROJECT } from './helpers';

const SCALE = 'supabase/seed-scale.sql';
let gw: Gateway;

beforeAll(async () => {
  gw = await startGateway({
    port: 0,
    migrationsDir: portalDatabase().migrationsDir,
    seedFiles: ['supabase/seed.sql', SCALE],
    firebaseEmulatorProject: PROJECT,
    databaseUrl: process.env.PORTAL_TEST_DATABASE_URL || undefined,
    ephemeralDatabase: true,
  });
  await gw.db.exec(readFileSync(SCALE, 'utf8')); // re-runnable: the counts below stay the same
}, 120_000);
afterAll(() => gw?.close());

const count = async (sql: string) => (await gw.db.query<{ n: number }>(sql)).rows[0].n;

describe('scale seed', () => {
  it('adds 5,000 documents, 2,000 lab requests, 1,000 invoices and 500 users to company A, once', async () => {
    const a = `'${COMPANY.A}'`;
    expect(
      await count(`select count(*)::int n from documents where company_id = ${a} and name like 'Escala %'`),
    ).toBe(5000);
    expect(
      await count(`select count(*)::int n from laboratory_requests where patient_name like 'Escala %'`),
    ).toBe(2000);
    expect(await count(`select count(*)::int n from invoices where invoice_number like 'E-%'`)).toBe(1000);
    expect(
      await count(`select count(*)::int n from profiles where email like 'escala-%' and company_id = ${a}`),
    ).toBe(500);
  });

  it("gives 'Auditoría' 5,000 entries of the admin's uploads, once, that only an admin reads", async () => {
    const byTable = await gw.db.query<{ table_name: string; n: number }>(
      `select table_name, count(*)::int n from audit_log group by table_name order by table_name`,
    );
    expect(byTable.rows).toEqual([
      { table_name: 'public.documents', n: 2000 },
      { table_name: 'public.invoices', n: 1000 },
      { table_name: 'public.laboratory_requests', n: 2000 },
    ]);
    // Each entry names a scale row of company A, as the audit trigger would have written it.
    expect(
      await count(`select count(*)::int n from audit_log a
        where a.company_id = '${COMPANY.A}' and a.actor_email = 'admin@portal.demo' and a.action = 'insert'
          and exists (select 1 from documents d where d.id = a.row_id::uuid and d.name = a.changes ->> 'name'
            union all select 1 from invoices i where i.id = a.row_id::uuid
            union all select 1 from laboratory_requests l where l.id = a.row_id::uuid)`),
    ).toBe(5000);
    const admin = makeClient(gw, gw.anonKey, firebaseToken(DEMO.admin.uid));
    const newest = await admin
      .from('audit_log')
      .select('occurred_at', { count: 'exact' })
      .order('occurred_at', { ascending: false })
      .range(0, 19);
    expect(newest.error).toBeNull();
    expect(newest.count).toBe(5000);
    const clientA = makeClient(gw, gw.anonKey, firebaseToken(DEMO.clienteA.uid));
    const hidden = await clientA.from('audit_log').select('id', { count: 'exact', head: true });
    expect(hidden.error).toBeNull();
    expect(hidden.count).toBe(0);
  });

  it('is company A data under RLS: cliente_a pages through it with a count, cliente_b sees none', async () => {
    const clientA = makeClient(gw, gw.anonKey, firebaseToken(DEMO.clienteA.uid));
    const page = await clientA
      .from('invoices')
      .select('invoice_number', { count: 'exact' })
      .like('invoice_number', 'E-%')
      .order('issue_date', { ascending: false })
      .range(0, 19);
    expect(page.error).toBeNull();
    expect(page.count).toBe(1000);
    expect(page.data?.map((r) => r.invoice_number).slice(0, 2)).toEqual(['E-0001', 'E-0002']);
    const clientB = makeClient(gw, gw.anonKey, firebaseToken(DEMO.clienteB.uid));
    const none = await clientB
      .from('documents')
      .select('id', { count: 'exact', head: true })
      .like('name', 'Escala %');
    expect(none.count).toBe(0);
  });

  it("writes only statuses of the portal's sets", async () => {
    const statuses = async (sql: string) => (await gw.db.query<{ s: string }>(sql)).rows.map((r) => r.s);
    const lab = await statuses(
      `select distinct status s from laboratory_requests where patient_name like 'Escala %'`,
    );
    const invoices = await statuses(`select distinct status s from invoices where invoice_number like 'E-%'`);
    expect(lab.length).toBeGreaterThan(0);
    expect(invoices.length).toBeGreaterThan(0);
    expect(lab.filter((s) => labStatusGroup(s) === 'other')).toEqual([]);
    expect(invoices.filter((s) => knownStatus(s) === null)).toEqual([]);
  });

  it('points only at files the demo seed stores', async () => {
    const { rows } = await gw.db.query<{ ref: string }>(`
      select distinct url ref from documents where name like 'Escala %'
      union select distinct result_url from laboratory_requests where result_url is not null and patient_name like 'Escala %'
      union select distinct file_url from invoices where invoice_number like 'E-%'
      union select distinct xml_url from invoices where invoice_number like 'E-%'`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { ref } of rows) {
      const file = fileOfReference(ref);
      expect({ ref, exists: file !== null && existsSync(join('local/seed/files', file)) }).toEqual({
        ref,
        exists: true,
      });
    }
  });
});
