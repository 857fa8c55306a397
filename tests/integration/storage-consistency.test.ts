// The storage sweep (functions/src/maintenance) against the real gateway: the database's check over the
// file_references view and storage.objects, removal through the Storage API with the service key, and the
// issues the admins read. Every test adds its own files and rows and removes what is left of them.
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import { sweepStorage, type SweepDeps } from '../../functions/src/maintenance/storage-sweep';
import { sweepData, sweepStorageApi } from '../../functions/src/maintenance/sweep-data';
import type { OutgoingMail } from '../../functions/src/mail/types';
import { seedStorage } from '../../local/seed/storage';
import { COMPANY, DEMO, type Client, usePortalGateway } from './helpers';

const env = usePortalGateway();
let admin: Client;
const HOUR = 3600;
const pdf = () => new Blob(['%PDF-1.4 prueba'], { type: 'application/pdf' });
let serial = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${(serial += 1)}.pdf`;

beforeAll(async () => {
  admin = env.as(DEMO.admin.uid);
  await seedStorage(env.gw);
});

function deps(mails: OutgoingMail[] = []): SweepDeps {
  const rest = { url: env.gw.url, anonKey: env.gw.anonKey };
  return {
    data: sweepData(rest, env.gw.serviceKey),
    storage: sweepStorageApi(rest, env.gw.serviceKey),
    mailer: { send: async (mail) => void mails.push(mail) },
    provider: { name: 'Proveedor', email: 'p@portal.demo', phone: '1', portalUrl: 'https://portal.demo' },
  };
}

/** Uploads a file as the admin; removed (if still there) when the test ends. */
async function upload(bucket: string, key: string): Promise<void> {
  const { error } = await admin.storage.from(bucket).upload(key, pdf());
  expect(error).toBeNull();
  onTestFinished(async () => {
    await env.service.storage.from(bucket).remove([key]);
  });
}

/** As if written `hours` ago (the update trigger would stamp now(), so triggers are off for it). */
async function age(bucket: string, key: string, hours: number): Promise<void> {
  await env.gw.db.exec(`begin;
    set local session_replication_role = replica;
    update storage.objects set created_at = now() - interval '${hours} hours',
      updated_at = now() - interval '${hours} hours'
    where bucket_id = '${bucket}' and name = '${key.replace(/'/g, "''")}';
    commit;`);
}

async function exists(bucket: string, key: string): Promise<boolean> {
  const { rows } = await env.gw.db.query<{ n: number }>(
    'select count(*)::int n from storage.objects where bucket_id = $1 and name = $2',
    [bucket, key],
  );
  return rows[0].n === 1;
}

/** A REPSE document row of company A pointing at `key`; deleted when the test ends. */
async function documentRow(key: string): Promise<string> {
  const { data, error } = await admin
    .from('documents')
    .insert({
      company_id: COMPANY.A,
      year: 2026,
      month: 1,
      name: 'Prueba',
      url: `storage://repse-documents/${key}`,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  onTestFinished(async () => {
    await env.service.from('documents').delete().eq('id', data!.id);
  });
  return data!.id;
}

const issuesOf = async (objectName: string) =>
  (
    await env.service
      .from('storage_consistency_issues')
      .select('kind, bucket, object_name, table_name, row_id, company_id, resolution, notified_at')
      .eq('object_name', objectName)
      .order('first_seen_at')
  ).data;

describe('the check', () => {
  it('finds nothing on the seeded demo: every seeded reference has its file and every demo file a row', async () => {
    const report = await sweepStorage(deps(), { graceSeconds: 0, repair: false });
    expect(report.orphans).toEqual([]);
    expect(report.missing).toEqual([]);
  });

  it('reports an old orphan and a row without its file, not a fresh upload, and changes nothing', async () => {
    const orphan = `${COMPANY.A}/${unique('huerfano')}`;
    const fresh = `${COMPANY.A}/${unique('reciente')}`;
    const missing = `${COMPANY.A}/${unique('faltante')}`;
    await upload('repse-documents', orphan);
    await upload('repse-documents', fresh);
    await age('repse-documents', orphan, 25);
    const rowId = await documentRow(missing);

    const report = await sweepStorage(deps(), { graceSeconds: 24 * HOUR, repair: false });
    expect(report.orphans.map((o) => [o.bucket, o.object_name, o.removed])).toEqual([
      ['repse-documents', orphan, false],
    ]);
    expect(report.missing).toEqual([
      expect.objectContaining({
        kind: 'missing_object',
        bucket: 'repse-documents',
        object_name: missing,
        table_name: 'documents',
        column_name: 'url',
        row_id: rowId,
        company_id: COMPANY.A,
      }),
    ]);
    // Read-only: the orphan is still there and nothing was recorded.
    expect(await exists('repse-documents', orphan)).toBe(true);
    expect(await issuesOf(missing)).toEqual([]);
  });
});

describe('the repair', () => {
  it('removes the old orphan, keeps the fresh upload, records both kinds and e-mails the admins once', async () => {
    const orphan = `${COMPANY.B}/${unique('huerfano')}`;
    const fresh = `${COMPANY.B}/${unique('reciente')}`;
    const missing = `${COMPANY.A}/${unique('faltante')}`;
    await upload('invoices', orphan);
    await upload('invoices', fresh);
    await age('invoices', orphan, 25);
    const rowId = await documentRow(missing);

    const mails: OutgoingMail[] = [];
    const first = await sweepStorage(deps(mails), { graceSeconds: 24 * HOUR, repair: true });
    expect(first.errors).toEqual([]);
    expect(first.orphans.map((o) => [o.object_name, o.removed])).toEqual([[orphan, true]]);
    expect(await exists('invoices', orphan)).toBe(false);
    expect(await exists('invoices', fresh)).toBe(true);
    expect(await issuesOf(orphan)).toEqual([
      expect.objectContaining({ kind: 'orphan_object', bucket: 'invoices', resolution: 'removed' }),
    ]);
    expect(await issuesOf(missing)).toEqual([
      expect.objectContaining({
        kind: 'missing_object',
        table_name: 'documents',
        row_id: rowId,
        company_id: COMPANY.A,
        resolution: null,
        notified_at: expect.any(String),
      }),
    ]);
    // The seed's one active admin is told, in Spanish, what is missing and where.
    expect(first.notified).toEqual(['admin@portal.demo']);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Portal de Clientes: falta 1 archivo en Storage');
    expect(mails[0].text).toContain(
      `Documento REPSE (Constructora Alfa S.A. de C.V., registro ${rowId}): falta repse-documents/${missing}`,
    );

    // The next sweep finds the row again, but the admins already know.
    const second = await sweepStorage(deps(mails), { graceSeconds: 24 * HOUR, repair: true });
    expect(second.missing.map((m) => m.object_name)).toEqual([missing]);
    expect(second.notified).toEqual([]);
    expect(mails).toHaveLength(1);
    expect(await issuesOf(missing)).toHaveLength(1);

    // The admin deletes the row: the issue is resolved.
    await env.service.from('documents').delete().eq('id', rowId);
    await sweepStorage(deps(mails), { graceSeconds: 24 * HOUR, repair: true });
    expect(await issuesOf(missing)).toEqual([expect.objectContaining({ resolution: 'fixed' })]);
  });

  it('a delete cut short after its row leaves only an orphan, which the sweep removes', async () => {
    const key = `${COMPANY.A}/${unique('reporte')}`;
    await upload('monthly-reports', key);
    const { data: report } = await admin
      .from('indicators')
      .insert({
        company_id: COMPANY.A,
        title: 'Reporte',
        year: 2026,
        month: 1,
        url_monthly: `storage://monthly-reports/${key}`,
      })
      .select('id')
      .single();
    // The delete's first step (the row) succeeds; the tab closes before its file is removed.
    expect((await admin.from('indicators').delete().eq('id', report!.id)).error).toBeNull();
    const found = await sweepStorage(deps(), { graceSeconds: 0, repair: false });
    expect(found.missing).toEqual([]);
    expect(found.orphans.map((o) => o.object_name)).toEqual([key]);

    await sweepStorage(deps(), { graceSeconds: 0, repair: true });
    expect(await exists('monthly-reports', key)).toBe(false);
  });
});

describe('who sees it', () => {
  it('the admin reads the issues, a client reads none, and only the service role runs the check', async () => {
    const missing = `${COMPANY.A}/${unique('faltante')}`;
    await documentRow(missing);
    await sweepStorage(deps(), { graceSeconds: 24 * HOUR, repair: true });

    const byAdmin = await admin
      .from('storage_consistency_issues')
      .select('object_name')
      .eq('object_name', missing);
    expect(byAdmin.data).toEqual([{ object_name: missing }]);
    const clienteA = env.as(DEMO.clienteA.uid);
    const byClient = await clienteA.from('storage_consistency_issues').select('id');
    expect(byClient.error).toBeNull();
    expect(byClient.data).toEqual([]);
    for (const caller of [admin, clienteA, env.anon]) {
      const check = await caller.rpc('storage_consistency', { p_grace_seconds: 0 });
      expect(check.error?.code).toBe('42501');
      const record = await caller.rpc('record_storage_sweep', { p_missing: [], p_orphans: [] });
      expect(record.error?.code).toBe('42501');
    }
    const write = await admin
      .from('storage_consistency_issues')
      .update({ resolution: 'fixed' })
      .eq('object_name', missing);
    expect(write.error?.code).toBe('42501');
  });
});
