// The demo seed on its own (PGlite directly, no gateway): it applies after the migrations, can be run
// again, has the demo's volume, accounts and every status per company, and every link it writes points at a
// real generated file.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { writeDemoFiles } from '../../local/seed/generate';
import { INVOICE_STATUSES, knownStatus } from '../../src/features/billing/utils/invoice-status-values';
import {
  addMonths,
  compareMonths,
  dueDate,
  monthOfDate,
  type YearMonth,
} from '../../src/features/compliance/utils/periods';
import {
  companyMatrix,
  expiringDocuments,
  invoiceEvidence,
  validityFor,
  type ComplianceDocument,
  type ComplianceType,
  type MatrixInput,
  type TypeCompany,
} from '../../src/features/compliance/utils/status';
import { LAB_STATUS_VALUES, labStatusGroup } from '../../src/features/laboratory/utils/lab-status-values';
import { COMPANY } from './helpers';
import { fileOfReference } from '../../local/seed/storage-map';

const FILES_DIR = 'local/seed/files';
let db: PGlite;

const rows = async <T>(sql: string) => (await db.query<T>(sql)).rows;

beforeAll(async () => {
  db = new PGlite();
  await db.exec(readFileSync('local/api/bootstrap.sql', 'utf8'));
  await db.exec(readFileSync('local/api/storage/bootstrap.sql', 'utf8'));
  for (const file of readdirSync('supabase/migrations').sort()) {
    await db.exec(readFileSync(join('supabase/migrations', file), 'utf8'));
  }
  const seed = readFileSync('supabase/seed.sql', 'utf8');
  await db.exec(seed);
  await db.exec(seed); // re-runnable
});

afterAll(async () => {
  await db?.close();
});

describe('demo seed', () => {
  it('is idempotent and has the expected volume', async () => {
    const [counts] = await rows<Record<string, number>>(`select
      (select count(*)::int from public.companies) companies, (select count(*)::int from public.profiles) profiles,
      (select count(*)::int from public.directory_entries) directory, (select count(*)::int from public.laboratory_requests) lab,
      (select count(*)::int from public.documents where document_type_id is null) documents,
      (select count(*)::int from public.invoices) invoices,
      (select count(*)::int from public.indicators) indicators, (select count(*)::int from public.feedback) feedback`);
    expect(counts).toEqual({
      companies: 3,
      profiles: 10,
      directory: 12,
      lab: 21,
      documents: 52,
      invoices: 18,
      indicators: 15,
      feedback: 4,
    });
  });

  it('re-seeds over a demo identity that signed in before its fixed row existed', async () => {
    await db.exec(`delete from public.profiles where username = 'admin';
      insert into public.profiles (email, username, firebase_uid) values ('admin@portal.demo', 'admin', 'demo-admin')`);
    await db.exec(readFileSync('supabase/seed.sql', 'utf8'));
    const admin = await rows(`select id, role from public.profiles where firebase_uid = 'demo-admin'`);
    expect(admin).toEqual([{ id: '20000000-0000-4000-8000-000000000001', role: 'admin' }]);
  });

  it('has the demo profiles with fixed uids, roles, companies and activation', async () => {
    const profiles =
      await rows(`select p.username, p.email, p.firebase_uid, p.role, p.active, p.must_change_password,
      c.name as company from public.profiles p left join public.companies c on c.id = p.company_id
      where p.id <= '20000000-0000-4000-8000-000000000006' or p.id = '20000000-0000-4000-8000-000000000010'
      order by p.username`);
    expect(profiles).toEqual([
      {
        username: 'admin',
        email: 'admin@portal.demo',
        firebase_uid: 'demo-admin',
        role: 'admin',
        active: true,
        must_change_password: false,
        company: null,
      },
      {
        username: 'cliente_a',
        email: 'cliente.a@portal.demo',
        firebase_uid: 'demo-cliente-a',
        role: 'client',
        active: true,
        must_change_password: false,
        company: 'Constructora Alfa S.A. de C.V.',
      },
      {
        username: 'cliente_b',
        email: 'cliente.b@portal.demo',
        firebase_uid: 'demo-cliente-b',
        role: 'client',
        active: true,
        must_change_password: false,
        company: 'Servicios Beta Industrial S.A. de C.V.',
      },
      {
        username: 'cliente_c',
        email: 'cliente.c@portal.demo',
        firebase_uid: 'demo-cliente-c',
        role: 'client',
        active: true,
        must_change_password: false,
        company: 'Grupo Gamma Logística S.A. de C.V.',
      },
      {
        username: 'colaborador',
        email: 'colaborador@portal.demo',
        firebase_uid: 'demo-colaborador',
        role: 'collaborator',
        active: true,
        must_change_password: false,
        company: null,
      },
      {
        username: 'nuevo',
        email: 'nuevo@portal.demo',
        firebase_uid: 'demo-nuevo',
        role: 'client',
        active: true,
        must_change_password: true,
        company: 'Constructora Alfa S.A. de C.V.',
      },
      {
        username: 'sinempresa',
        email: 'sinempresa@portal.demo',
        firebase_uid: 'demo-sinempresa',
        role: 'client',
        active: true,
        must_change_password: false,
        company: null,
      },
    ]);
    expect(
      await rows(`select p.username, p.email, p.firebase_uid, p.role, p.active, c.name as company
        from public.profiles p left join public.companies c on c.id = p.company_id
        where p.username in ('colaborador_a', 'inactivo', 'admin_inactivo') order by p.username`),
    ).toEqual([
      {
        username: 'admin_inactivo',
        email: 'admin.inactivo@portal.demo',
        firebase_uid: 'demo-admin-inactivo',
        role: 'admin',
        active: false,
        company: null,
      },
      {
        username: 'colaborador_a',
        email: 'colaborador.a@portal.demo',
        firebase_uid: 'demo-colaborador-a',
        role: 'collaborator',
        active: true,
        company: 'Constructora Alfa S.A. de C.V.',
      },
      {
        username: 'inactivo',
        email: 'inactivo@portal.demo',
        firebase_uid: 'demo-inactivo',
        role: 'client',
        active: false,
        company: 'Servicios Beta Industrial S.A. de C.V.',
      },
    ]);
  });

  it('covers every lab and invoice status per company, with and without results', async () => {
    const lab = await rows<{
      s: string[];
      with_result: number;
      without_result: number;
    }>(`select array_agg(distinct status order by status) s,
      count(*) filter (where result_url is not null)::int with_result, count(*) filter (where result_url is null)::int without_result
      from public.laboratory_requests group by company_id`);
    expect(lab).toHaveLength(3);
    for (const c of lab) {
      expect(c.s).toEqual([
        'cancelado',
        'completado',
        'en_proceso',
        'en_revision',
        'pendiente',
        'procesando',
      ]);
      expect(c.with_result).toBeGreaterThan(0);
      expect(c.without_result).toBeGreaterThan(0);
    }
    const inv = await rows<{
      s: string[];
    }>(`select array_agg(distinct lower(status) order by lower(status)) s from public.invoices
      where file_url is not null and xml_url is not null group by company_id`);
    expect(inv.map((r) => r.s)).toEqual(
      Array(3).fill(['cancelada', 'en_aclaracion', 'pagada', 'pendiente', 'vencida']),
    );
  });

  it("writes only statuses of the portal's sets, and each of them for every company", async () => {
    const statuses = async (table: string) =>
      rows<{ company_id: string; s: string[] }>(
        `select company_id, array_agg(distinct status) s from public.${table} group by company_id`,
      );
    const lab = await statuses('laboratory_requests');
    const invoices = await statuses('invoices');
    expect(lab.flatMap((r) => r.s.filter((s) => labStatusGroup(s) === 'other'))).toEqual([]);
    expect(invoices.flatMap((r) => r.s.filter((s) => knownStatus(s) === null))).toEqual([]);
    for (const r of lab) expect(new Set(r.s.map(labStatusGroup))).toEqual(new Set(LAB_STATUS_VALUES));
    for (const r of invoices) expect(new Set(r.s.map(knownStatus))).toEqual(new Set(INVOICE_STATUSES));
  });

  it('spreads REPSE documents over the last two years, company and global, some without type', async () => {
    // (the documents outside the catalogue; the typed evidence is checked below)
    const [d] = await rows<Record<string, number>>(`select
      min(make_date(year, month, 1)) >= (date_trunc('month', current_date) - interval '23 months')::date as within,
      max(make_date(year, month, 1)) = date_trunc('month', current_date)::date as current,
      count(distinct year)::int years, count(*) filter (where is_global)::int global,
      count(*) filter (where document_type is null)::int untyped, count(distinct document_type)::int types
      from public.documents where document_type_id is null`);
    expect(d).toEqual({ within: true, current: true, years: d.years, global: 4, untyped: 8, types: 5 });
    expect(d.years).toBeGreaterThanOrEqual(2);
  });

  it('has dashboard indicators and monthly reports, company and global; contacts without photo or WhatsApp', async () => {
    const ind =
      await rows(`select is_global, (url is not null) dashboard, count(*)::int n from public.indicators
      group by 1, 2 order by 1, 2`);
    expect(ind).toEqual([
      { is_global: false, dashboard: false, n: 9 },
      { is_global: false, dashboard: true, n: 3 },
      { is_global: true, dashboard: false, n: 1 + 1 },
      { is_global: true, dashboard: true, n: 1 },
    ]);
    const [dir] = await rows(`select count(*) filter (where photo_url is null)::int no_photo,
      count(*) filter (where whatsapp is null)::int no_whatsapp from public.directory_entries`);
    expect(dir).toEqual({ no_photo: 6, no_whatsapp: 6 });
  });

  it('references only generated files (storage://<bucket>/<key>) that are real PDFs, XMLs or SVGs', async () => {
    const links = await rows<{ url: string }>(`select url from (
      select photo_url url from public.directory_entries union all select result_url from public.laboratory_requests
      union all select url from public.documents union all select file_url from public.invoices
      union all select xml_url from public.invoices union all select url_monthly from public.indicators
      union all select xml_url from public.payment_complements) u
      where url is not null`);
    const [{ documents }] = await rows<{ documents: number }>(
      'select count(*)::int documents from public.documents',
    );
    expect(documents).toBeGreaterThan(52);
    expect(links.length).toBe(6 + 6 + documents + 36 + 11 + 2);
    for (const { url } of links) {
      const relative = fileOfReference(url);
      expect(relative, url).not.toBeNull();
      const path = join(FILES_DIR, relative as string);
      expect(existsSync(path), path).toBe(true);
      const bytes = readFileSync(path);
      if (path.endsWith('.pdf')) {
        expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
        expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
      } else if (path.endsWith('.xml')) {
        expect(bytes.toString('utf8')).toContain('<cfdi:Comprobante');
      } else {
        expect(bytes.toString('utf8')).toMatch(/^<svg /);
      }
    }
  });
});

/** The catalogue, applicability and typed documents as the portal reads them, and the seed's "today". */
async function complianceInput(): Promise<MatrixInput> {
  const types = await rows<ComplianceType>('select * from public.document_types');
  const typeCompanies = await rows<TypeCompany>('select * from public.document_type_companies');
  const documents = await rows<ComplianceDocument>(`select id, document_type_id, company_id, is_global, year,
    month, name, url, sha256, issued_on::text, expires_on::text from public.documents
    where document_type_id is not null`);
  const [{ today }] = await rows<{ today: string }>('select current_date::text today');
  return { types, typeCompanies, documents, today };
}

/** The cells of a company's last six closed months that are not delivered, as 'code YYYY-MM status'. */
function gaps(input: MatrixInput, companyId: string, skip: (code: string) => boolean): string[] {
  const current = monthOfDate(input.today);
  const months: YearMonth[] = [6, 5, 4, 3, 2, 1].map((k) => addMonths(current, -k));
  return companyMatrix(input, companyId, months).flatMap(({ type, cells }) =>
    skip(type.code)
      ? []
      : cells
          .filter((cell) => cell.status !== 'delivered')
          // one entry per period (a bimester spans two months), open periods are only pending
          .filter((cell, i, all) => all.findIndex((c) => c.period.key === cell.period.key) === i)
          .filter(
            (cell) => compareMonths({ year: cell.period.year, month: cell.period.endMonth }, current) < 0,
          )
          .map((cell) => `${type.code} ${cell.period.key} ${cell.status}`),
  );
}

const OPINIONS = new Set(['opinion_sat', 'opinion_imss', 'opinion_infonavit']);

describe("compliance demo (issue 15), through the portal's own rules", () => {
  it('A: every closed period delivered but the payroll CFDI of two months ago (late)', async () => {
    const input = await complianceInput();
    const twoAgo = addMonths(monthOfDate(input.today), -2);
    const key = `${twoAgo.year}-${String(twoAgo.month).padStart(2, '0')}`;
    expect(gaps(input, COMPANY.A, (code) => OPINIONS.has(code))).toEqual([`cfdi_nomina ${key} late`]);
  });

  it("B: last month's own evidence missing, no ICSOE/SISUB; the provider's returns delivered", async () => {
    const input = await complianceInput();
    const current = monthOfDate(input.today);
    const last = addMonths(current, -1);
    const lastKey = `${last.year}-${String(last.month).padStart(2, '0')}`;
    const found = gaps(input, COMPANY.B, (code) => OPINIONS.has(code));
    // last month's monthly evidence of B's own, pending or late depending on the day (due the 17th)
    const period = {
      periodicity: 'monthly',
      year: last.year,
      startMonth: last.month,
      endMonth: last.month,
    } as const;
    const due = dueDate({ due_day: 17, due_month_offset: 1 }, { ...period, key: lastKey }) as string;
    const status = input.today > due ? 'late' : 'pending';
    expect(found).toContain(`cfdi_nomina ${lastKey} ${status}`);
    expect(found).toContain(`imss_cuotas_pago ${lastKey} ${status}`);
    const other = found.filter((g) => !/^(icsoe|sisub|infonavit_aportaciones_pago) /.test(g));
    expect(other.sort()).toEqual([
      `cfdi_nomina ${lastKey} ${status}`,
      `imss_cuotas_pago ${lastKey} ${status}`,
    ]);
    // the bimester and the four-month periods: only a period closing last month, or ICSOE/SISUB, are missing
    for (const g of found.filter((x) => x.startsWith('infonavit'))) expect(g).toMatch(/ (late|pending)$/);
    expect(found.some((g) => g.startsWith('icsoe '))).toBe(true);
    // company C has no evidence of its own at all
    expect(gaps(input, COMPANY.C, (code) => OPINIONS.has(code)).length).toBeGreaterThan(found.length);
  });

  it('opinions and the REPSE registration: 20, 4 and -10 days left; 150 for the registration', async () => {
    const input = await complianceInput();
    const left = Object.fromEntries(validityFor(input, COMPANY.A).map((v) => [v.type.code, v.daysLeft]));
    expect(left).toEqual({ opinion_sat: 20, opinion_imss: 4, opinion_infonavit: -10, registro_repse: 150 });
    expect(expiringDocuments(input.types, input.documents, input.today).map((e) => e.type.code)).toEqual([
      'opinion_infonavit',
      'opinion_imss',
      'opinion_sat',
    ]);
  });

  it("invoices: A-1002 paid in a complete month, A-1001 in the one without A's payroll CFDI", async () => {
    const input = await complianceInput();
    const paid = await rows<{ invoice_number: string; company_id: string; paid_on: string }>(`select
      invoice_number, company_id, paid_on::text from public.invoices where paid_on is not null order by 1`);
    expect(paid.map((p) => p.invoice_number)).toEqual([
      'A-1001',
      'A-1002',
      'B-1001',
      'B-1002',
      'C-1001',
      'C-1002',
    ]);
    const evidence = Object.fromEntries(
      paid.map((p) => {
        const file = invoiceEvidence(input, p.company_id, p.paid_on);
        return [p.invoice_number, { complete: file.complete, missing: file.missing.map((t) => t.code) }];
      }),
    );
    expect(evidence['A-1002']).toEqual({ complete: true, missing: [] });
    expect(evidence['A-1001']).toEqual({ complete: false, missing: ['cfdi_nomina'] });
    expect(evidence['B-1002']).toEqual({ complete: true, missing: [] });
    expect(evidence['C-1001'].missing).toEqual(
      expect.arrayContaining(['cfdi_nomina', 'imss_cuotas_pago', 'infonavit_aportaciones_pago']),
    );
  });

  it('A-1002 is paid in two installments a month apart, one complement each, the latest its payment date', async () => {
    const payments = await rows<{ invoice_number: string; paid_on: string; invoice_paid_on: string }>(`select
      i.invoice_number, p.paid_on::text, i.paid_on::text invoice_paid_on, p.installment, p.remaining::float8,
      c.rep_uuid from public.invoice_payments p join public.invoices i on i.id = p.invoice_id
      join public.payment_complements c on c.id = p.complement_id order by p.installment`);
    expect(payments.map(({ paid_on: _, invoice_paid_on: __, ...p }) => p)).toEqual([
      {
        invoice_number: 'A-1002',
        installment: 1,
        remaining: 13200,
        rep_uuid: 'DE70AE90-1002-4001-8000-000000000001',
      },
      {
        invoice_number: 'A-1002',
        installment: 2,
        remaining: 0,
        rep_uuid: 'DE70AE90-1002-4002-8000-000000000002',
      },
    ]);
    expect(payments[0].paid_on.slice(0, 7)).not.toBe(payments[1].paid_on.slice(0, 7));
    expect(payments[1].invoice_paid_on).toBe(payments[1].paid_on);
  });

  it('every typed document points at its own generated file', async () => {
    const docs = await rows<{ url: string; code: string }>(`select d.url, t.code from public.documents d
      join public.document_types t on t.id = d.document_type_id`);
    expect(docs.length).toBeGreaterThan(60);
    for (const d of docs) expect(d.url).toContain(d.code.replace(/_/g, '-'));
    expect(new Set(docs.map((d) => d.url)).size).toBe(docs.length);
  });
});

describe('demo files', () => {
  it('the committed files are exactly what local/seed/make-files.ts generates', () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-files-'));
    try {
      writeDemoFiles(dir);
      const list = (root: string) =>
        readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
          .sort();
      const generated = list(dir);
      expect(generated.length).toBeGreaterThan(100);
      expect(list(FILES_DIR)).toEqual(generated);
      for (const file of generated) {
        expect(readFileSync(join(FILES_DIR, file)).equals(readFileSync(join(dir, file))), file).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
