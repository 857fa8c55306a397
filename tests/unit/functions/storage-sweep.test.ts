// The storage sweep's decisions with in-memory stand-ins for the database check, Storage and the mail:
// what it removes and in how many requests, what it records, whom it tells and when it tells them again.
// The check itself (SQL over the real schema) is tested in tests/integration/storage-consistency.test.ts.
import { describe, expect, it } from 'vitest';

import { MAIL_LIST_LIMIT, storageReportMail } from '../../../functions/src/mail/storage-report';
import type { Mailer, OutgoingMail } from '../../../functions/src/mail/types';
import { reportLines } from '../../../functions/src/maintenance/report-text';
import {
  sweepStorage,
  type ConsistencyRow,
  type IssueRow,
  type OrphanOutcome,
  type SweepData,
  type SweepStorage,
} from '../../../functions/src/maintenance/storage-sweep';
import { COMPANY, PROVIDER } from './fakes';

const orphan = (bucket: string, name: string): ConsistencyRow => ({
  kind: 'orphan_object',
  bucket,
  object_name: name,
  object_updated_at: '2026-03-01T00:00:00Z',
  table_name: null,
  column_name: null,
  row_id: null,
  company_id: null,
});

const missing = (name: string, rowId = 'row-1'): ConsistencyRow => ({
  kind: 'missing_object',
  bucket: 'invoices',
  object_name: name,
  object_updated_at: null,
  table_name: 'invoices',
  column_name: 'file_url',
  row_id: rowId,
  company_id: COMPANY,
});

/** The database: answers a fixed check, keeps open issues across sweeps as record_storage_sweep does. */
class FakeData implements SweepData {
  graces: number[] = [];
  recorded: Array<{ missing: ConsistencyRow[]; orphans: OrphanOutcome[] }> = [];
  issues = new Map<string, IssueRow>();
  admins = ['admin@proveedor.mx', 'otra.admin@proveedor.mx'];
  constructor(public rows: ConsistencyRow[]) {}

  async check(graceSeconds: number) {
    this.graces.push(graceSeconds);
    return this.rows;
  }
  async record(found: ConsistencyRow[], orphans: OrphanOutcome[]) {
    this.recorded.push({ missing: found, orphans });
    for (const m of found) {
      const key = `${m.bucket}/${m.object_name}/${m.row_id}`;
      if (!this.issues.has(key))
        this.issues.set(key, {
          id: `issue-${this.issues.size + 1}`,
          kind: 'missing_object',
          bucket: m.bucket,
          object_name: m.object_name,
          table_name: m.table_name,
          column_name: m.column_name,
          row_id: m.row_id,
          company_id: m.company_id,
          first_seen_at: '2026-03-02T09:00:00Z',
          last_seen_at: '2026-03-02T09:00:00Z',
          resolved_at: null,
          resolution: null,
          notified_at: null,
        });
    }
    return [...this.issues.values()].filter((i) => i.notified_at === null);
  }
  async markNotified(ids: string[], at: string) {
    for (const issue of this.issues.values()) if (ids.includes(issue.id)) issue.notified_at = at;
  }
  async activeAdminEmails() {
    return this.admins;
  }
  async companyNames(ids: string[]) {
    return new Map(ids.map((id) => [id, 'Constructora Alfa']));
  }
}

class FakeStorage implements SweepStorage {
  calls: Array<{ bucket: string; names: string[] }> = [];
  failing = new Set<string>();
  async remove(bucket: string, names: string[]) {
    this.calls.push({ bucket, names });
    if (this.failing.has(bucket)) throw new Error('503 Service Unavailable');
  }
}

class FakeMailer implements Mailer {
  sent: OutgoingMail[] = [];
  failing = new Set<string>();
  async send(mail: OutgoingMail) {
    if (this.failing.has(mail.to)) throw new Error('connection refused');
    this.sent.push(mail);
  }
}

const setup = (rows: ConsistencyRow[]) => {
  const data = new FakeData(rows);
  const storage = new FakeStorage();
  const mailer = new FakeMailer();
  const now = () => new Date('2026-03-02T09:00:00Z');
  return { data, storage, mailer, deps: { data, storage, mailer, provider: PROVIDER, now } };
};

describe('sweepStorage', () => {
  it('only reports without --repair: nothing removed, recorded or e-mailed', async () => {
    const { data, storage, mailer, deps } = setup([orphan('photos', 'a/x.png'), missing('A/f.pdf')]);
    const report = await sweepStorage(deps, { graceSeconds: 600, repair: false });
    expect(report.orphans).toEqual([{ ...orphan('photos', 'a/x.png'), removed: false }]);
    expect(report.missing).toEqual([missing('A/f.pdf')]);
    expect(data.graces).toEqual([600]);
    expect(storage.calls).toEqual([]);
    expect(data.recorded).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it('removes the orphans a thousand per request and bucket, and records each as removed', async () => {
    const many = Array.from({ length: 1500 }, (_, n) => orphan('repse-documents', `A/d${n}.pdf`));
    const { data, storage, deps } = setup([...many, orphan('photos', 'A/c.png')]);
    const report = await sweepStorage(deps, { graceSeconds: 86_400.7, repair: true });
    expect(data.graces).toEqual([86_400]);
    expect(storage.calls.map((c) => [c.bucket, c.names.length])).toEqual([
      ['repse-documents', 1000],
      ['repse-documents', 500],
      ['photos', 1],
    ]);
    expect(report.orphans.every((o) => o.removed)).toBe(true);
    expect(data.recorded[0].orphans).toHaveLength(1501);
    expect(data.recorded[0].orphans.every((o) => o.removed)).toBe(true);
    expect(report.errors).toEqual([]);
  });

  it('keeps going when Storage refuses a batch: those orphans are recorded as not removed', async () => {
    const { data, storage, deps } = setup([orphan('invoices', 'A/x.pdf'), orphan('photos', 'A/c.png')]);
    storage.failing.add('invoices');
    const report = await sweepStorage(deps, { graceSeconds: 0, repair: true });
    expect(report.orphans.map((o) => [o.bucket, o.removed])).toEqual([
      ['invoices', false],
      ['photos', true],
    ]);
    expect(data.recorded[0].orphans).toEqual([
      { bucket: 'invoices', object_name: 'A/x.pdf', removed: false },
      { bucket: 'photos', object_name: 'A/c.png', removed: true },
    ]);
    expect(report.errors).toEqual(['No se pudo eliminar 1 archivo de invoices: 503 Service Unavailable']);
  });

  it('tells every active admin about a missing file once, and only again about a new one', async () => {
    const { data, mailer, deps } = setup([missing('A/f.pdf')]);
    const first = await sweepStorage(deps, { graceSeconds: 0, repair: true });
    expect(first.notified).toEqual(data.admins);
    expect(mailer.sent.map((m) => m.to)).toEqual(data.admins);
    expect([...data.issues.values()][0].notified_at).toBe('2026-03-02T09:00:00.000Z');

    const second = await sweepStorage(deps, { graceSeconds: 0, repair: true });
    expect(second.missing).toHaveLength(1);
    expect(second.notified).toEqual([]);
    expect(mailer.sent).toHaveLength(2);

    data.rows = [missing('A/f.pdf'), missing('A/g.pdf', 'row-2')];
    await sweepStorage(deps, { graceSeconds: 0, repair: true });
    expect(mailer.sent).toHaveLength(4);
    expect(mailer.sent[2].text).toContain('falta invoices/A/g.pdf');
    expect(mailer.sent[2].text).not.toContain('A/f.pdf');
  });

  it('tries again at the next sweep when an admin could not be e-mailed', async () => {
    const { data, mailer, deps } = setup([missing('A/f.pdf')]);
    mailer.failing.add('otra.admin@proveedor.mx');
    const first = await sweepStorage(deps, { graceSeconds: 0, repair: true });
    expect(first.notified).toEqual(['admin@proveedor.mx']);
    expect(first.errors).toEqual([
      'No se pudo enviar el aviso a otra.admin@proveedor.mx: connection refused',
    ]);
    expect([...data.issues.values()][0].notified_at).toBeNull();

    mailer.failing.clear();
    const second = await sweepStorage(deps, { graceSeconds: 0, repair: true });
    expect(second.notified).toEqual(data.admins);
    expect([...data.issues.values()][0].notified_at).not.toBeNull();
  });

  it('without a mailer it records the issue and leaves it for a sweep that can e-mail', async () => {
    const { data, storage } = setup([missing('A/f.pdf')]);
    const report = await sweepStorage({ data, storage }, { graceSeconds: 0, repair: true });
    expect(report.notified).toEqual([]);
    expect(data.recorded).toHaveLength(1);
    expect([...data.issues.values()][0].notified_at).toBeNull();
  });
});

describe('the e-mail', () => {
  it('names each missing file in the words of the screens, with its company, and counts the rest', () => {
    const issues = Array.from({ length: MAIL_LIST_LIMIT + 3 }, (_, n) => ({
      ...missing(`A/f${n}.pdf`, `row-${n}`),
      table_name: 'laboratory_requests',
      column_name: 'result_url',
    }));
    const mail = storageReportMail({
      to: 'admin@proveedor.mx',
      issues,
      companies: new Map([[COMPANY, 'Constructora Alfa']]),
      provider: PROVIDER,
    });
    expect(mail.subject).toBe(`Portal de Clientes: faltan ${MAIL_LIST_LIMIT + 3} archivos en Storage`);
    expect(mail.text).toContain(
      '- Resultado de laboratorio (Constructora Alfa, registro row-0): falta invoices/A/f0.pdf',
    );
    expect(mail.text).not.toContain(`f${MAIL_LIST_LIMIT}.pdf`);
    expect(mail.text).toContain('…y 3 más.');
    expect(mail.html).toContain('<li>Resultado de laboratorio (Constructora Alfa, registro row-0)');

    const one = storageReportMail({
      to: 'a@b.mx',
      issues: [issues[0]],
      companies: new Map(),
      provider: PROVIDER,
    });
    expect(one.subject).toBe('Portal de Clientes: falta 1 archivo en Storage');
    expect(one.text).toContain('(empresa eliminada, registro row-0)');
  });
});

describe('the printed report (npm run consistency)', () => {
  it('lists each orphan with what happened to it and each row without its file', async () => {
    const { deps, storage } = setup([
      orphan('photos', 'A/c.png'),
      orphan('invoices', 'A/x.pdf'),
      missing('A/f.pdf'),
    ]);
    storage.failing.add('invoices');
    const readOnly = await sweepStorage(deps, { graceSeconds: 0, repair: false });
    expect(reportLines(readOnly, false)).toEqual([
      'Revisión de archivos: 2 archivos huérfanos, 1 registro sin su archivo.',
      '',
      'Archivos sin registro (huérfanos):',
      '  photos/A/c.png  (escrito 2026-03-01T00:00:00Z; se eliminaría con --repair)',
      '  invoices/A/x.pdf  (escrito 2026-03-01T00:00:00Z; se eliminaría con --repair)',
      '',
      'Registros cuyo archivo no existe (no se pueden reparar; vuelve a subir el archivo o elimina el registro):',
      '  invoices.file_url row-1 -> invoices/A/f.pdf',
    ]);
    const repaired = reportLines(await sweepStorage(deps, { graceSeconds: 0, repair: true }), true);
    expect(repaired[0]).toBe(
      'Revisión de archivos: 2 archivos huérfanos (1 eliminado), 1 registro sin su archivo; aviso enviado a admin@proveedor.mx, otra.admin@proveedor.mx.',
    );
    expect(repaired).toContain('  invoices/A/x.pdf  (escrito 2026-03-01T00:00:00Z; NO se pudo eliminar)');
    expect(repaired.slice(-2)).toEqual([
      'Errores:',
      '  No se pudo eliminar 1 archivo de invoices: 503 Service Unavailable',
    ]);
  });
});
