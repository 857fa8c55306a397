// The demo seed on its own (PGlite directly, no gateway): it applies after the migrations, can be run
// again, covers what issue 3 item 6 asks for, and every link it writes points at a real generated file.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { writeDemoFiles } from '../../local/seed/generate';
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
      (select count(*)::int from public.documents) documents, (select count(*)::int from public.invoices) invoices,
      (select count(*)::int from public.indicators) indicators, (select count(*)::int from public.feedback) feedback`);
    expect(counts).toEqual({
      companies: 3,
      profiles: 9,
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

  it('has the nine demo profiles with fixed uids, roles, companies and activation', async () => {
    const profiles =
      await rows(`select p.username, p.email, p.firebase_uid, p.role, p.active, p.must_change_password,
      c.name as company from public.profiles p left join public.companies c on c.id = p.company_id
      where p.id <= '20000000-0000-4000-8000-000000000006' order by p.username`);
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

  it('spreads REPSE documents over the last two years, company and global, some without type', async () => {
    const [d] = await rows<Record<string, number>>(`select
      min(make_date(year, month, 1)) >= (date_trunc('month', current_date) - interval '23 months')::date as within,
      max(make_date(year, month, 1)) = date_trunc('month', current_date)::date as current,
      count(distinct year)::int years, count(*) filter (where is_global)::int global,
      count(*) filter (where document_type is null)::int untyped, count(distinct document_type)::int types
      from public.documents`);
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
      union all select xml_url from public.invoices union all select url_monthly from public.indicators) u
      where url is not null`);
    expect(links.length).toBe(6 + 6 + 52 + 36 + 11);
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
