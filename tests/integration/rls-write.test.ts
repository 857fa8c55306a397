// Write side of the RLS matrix: insert, update and delete per role, role escalation and feedback stamping.
// Every refused write is double-checked against the service_role view of the data.
import { describe, expect, it, onTestFinished } from 'vitest';

import type { TablesUpdate } from '../../src/types/database';

import { COMPANY, DEMO, PROFILE, idsOf, untyped, usePortalGateway } from './helpers';

const env = usePortalGateway();

const DATA_TABLES = [
  'directory_entries',
  'laboratory_requests',
  'invoices',
  'documents',
  'indicators',
] as const;

/** A valid new row per table for a company, as an admin UI would send it. */
function newRow(table: (typeof DATA_TABLES)[number], companyId: string): Record<string, unknown> {
  switch (table) {
    case 'directory_entries':
      return { company_id: companyId, employee_name: 'Contacto de prueba' };
    case 'laboratory_requests':
      return { company_id: companyId, request_type: 'Examen de prueba' };
    case 'invoices':
      return {
        company_id: companyId,
        invoice_number: `T-${table}-${Date.now()}`,
        issue_date: '2026-01-15',
        amount: 1234.5,
      };
    case 'documents':
      return {
        company_id: companyId,
        year: 2026,
        month: 1,
        name: 'Documento de prueba',
        url: 'https://example.com/d.pdf',
      };
    case 'indicators':
      return { company_id: companyId, url: 'https://lookerstudio.google.com/embed/reporting/prueba' };
  }
}

async function countOf(table: (typeof DATA_TABLES)[number] | 'companies' | 'profiles' | 'feedback') {
  const { count, error } = await env.service.from(table).select('id', { count: 'exact', head: true });
  expect(error).toBeNull();
  return count;
}

describe.each([
  { who: 'anonymous caller', client: () => env.anon },
  { who: 'client A', client: () => env.as(DEMO.clienteA.uid) },
  { who: 'client A without role claim', client: () => env.as(DEMO.clienteA.uid, { withRole: false }) },
  { who: 'collaborator', client: () => env.as(DEMO.colaborador.uid) },
])('$who cannot write company data', ({ client }) => {
  it.each(DATA_TABLES)(
    '%s: insert refused for own and other company, update/delete touch nothing',
    async (table) => {
      const c = untyped(client());
      const before = await countOf(table);
      for (const companyId of [COMPANY.A, COMPANY.B]) {
        const ins = await c.from(table).insert(newRow(table, companyId));
        expect(ins.error?.code).toBe('42501');
      }
      const victims = idsOf(
        await env.service.from(table).select('id').in('company_id', [COMPANY.A, COMPANY.B]),
      );
      expect(victims.length).toBeGreaterThan(0);
      const upd = await c.from(table).update({ company_id: COMPANY.C }).in('id', victims).select('id');
      expect(idsOf(upd)).toEqual([]);
      const del = await c.from(table).delete().in('id', victims).select('id');
      expect(idsOf(del)).toEqual([]);
      expect(await countOf(table)).toBe(before);
      const still = idsOf(
        await env.service.from(table).select('id').in('company_id', [COMPANY.A, COMPANY.B]),
      );
      expect(still).toEqual(victims);
    },
  );

  it('companies and other profiles cannot be created, changed or removed', async () => {
    const c = client();
    expect((await c.from('companies').insert({ name: 'Empresa Intrusa' })).error?.code).toBe('42501');
    expect(idsOf(await c.from('companies').update({ name: 'X' }).eq('id', COMPANY.A).select('id'))).toEqual(
      [],
    );
    expect(idsOf(await c.from('companies').delete().eq('id', COMPANY.B).select('id'))).toEqual([]);
    const ins = await c
      .from('profiles')
      .insert({ email: 'intruso@portal.demo', username: 'intruso', role: 'admin' });
    expect(ins.error?.code).toBe('42501');
    const upd = await c.from('profiles').update({ full_name: 'X' }).eq('id', PROFILE.clienteB).select('id');
    expect(idsOf(upd)).toEqual([]);
    expect(idsOf(await c.from('profiles').delete().eq('id', PROFILE.admin).select('id'))).toEqual([]);
    expect(await countOf('companies')).toBe(3);
    const { data } = await env.service
      .from('profiles')
      .select('full_name')
      .eq('id', PROFILE.clienteB)
      .single();
    expect(data?.full_name).toBe('Bruno Hernández Soto');
  });
});

describe('a client and its own profile', () => {
  it('may change its name and avatar', async () => {
    onTestFinished(async () => {
      await env.service
        .from('profiles')
        .update({ full_name: 'Ana Martínez Ruiz' })
        .eq('id', PROFILE.clienteA);
    });
    const c = env.as(DEMO.clienteA.uid);
    const res = await c
      .from('profiles')
      .update({ full_name: 'Ana M. Ruiz', avatar_url: null })
      .eq('id', PROFILE.clienteA)
      .select('id, full_name');
    expect(res.error).toBeNull();
    expect(res.data).toEqual([{ id: PROFILE.clienteA, full_name: 'Ana M. Ruiz' }]);
  });

  it.each<TablesUpdate<'profiles'>>([
    { role: 'admin' },
    { company_id: COMPANY.B },
    { active: false },
    { firebase_uid: 'otro-uid' },
    { email: 'otro@portal.demo' },
    { must_change_password: true },
    { username: 'otro_usuario' },
    { service_type: 'Otro servicio' },
    // The seed starts client A's service 14 months ago, so this month is never its start month.
    { month_start: new Date().getUTCMonth() + 1 },
    { year_start: 2001 },
  ])('may not change %o of itself', async (change) => {
    const c = env.as(DEMO.clienteA.uid, { withRole: false });
    const res = await c.from('profiles').update(change).eq('id', PROFILE.clienteA).select('id');
    expect(res.error?.code).toBe('42501');
    const { data } = await env.service.from('profiles').select('*').eq('id', PROFILE.clienteA).single();
    expect(data).toMatchObject({
      role: 'client',
      company_id: COMPANY.A,
      active: true,
      firebase_uid: DEMO.clienteA.uid,
      email: DEMO.clienteA.email,
      username: 'cliente_a',
      must_change_password: false,
      service_type: 'Servicios especializados REPSE',
    });
  });
});

describe('feedback', () => {
  it('a client insert is stamped with its own company and profile, whatever the body says', async () => {
    const c = env.as(DEMO.clienteA.uid);
    const res = await c
      .from('feedback')
      .insert({
        rating: 4,
        comment: 'Buen servicio',
        company_id: COMPANY.B,
        submitted_by: PROFILE.clienteB,
        created_at: '2001-01-01T00:00:00Z',
      })
      .select('company_id, submitted_by, rating, comment, created_at')
      .single();
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({
      company_id: COMPANY.A,
      submitted_by: PROFILE.clienteA,
      rating: 4,
      comment: 'Buen servicio',
    });
    expect(Date.now() - Date.parse(res.data!.created_at)).toBeLessThan(60_000);
  });

  it('ratings outside 1-5 are refused', async () => {
    const c = env.as(DEMO.clienteB.uid);
    for (const rating of [0, 6])
      expect((await c.from('feedback').insert({ rating })).error?.code).toBe('23514');
  });

  it('a client without company cannot send feedback; an anonymous caller neither', async () => {
    expect((await env.as(DEMO.sinempresa.uid).from('feedback').insert({ rating: 5 })).error?.code).toBe(
      '42501',
    );
    expect((await env.anon.from('feedback').insert({ rating: 5 })).error?.code).toBe('42501');
  });

  it('the collaborator sends its own feedback and cannot edit or delete any', async () => {
    const c = env.as(DEMO.colaborador.uid);
    const res = await c
      .from('feedback')
      .insert({ rating: 5, company_id: COMPANY.A })
      .select('company_id, submitted_by')
      .single();
    expect(res.data).toEqual({ company_id: null, submitted_by: PROFILE.colaborador });
    const all = idsOf(await env.service.from('feedback').select('id'));
    expect(idsOf(await c.from('feedback').update({ rating: 1 }).in('id', all).select('id'))).toEqual([]);
    expect(idsOf(await c.from('feedback').delete().in('id', all).select('id'))).toEqual([]);
  });
});

describe('admin', () => {
  it.each(DATA_TABLES)('%s: full create, read, update and delete', async (table) => {
    const c = untyped(env.as(DEMO.admin.uid, { withRole: false }));
    const ins = await c.from(table).insert(newRow(table, COMPANY.C)).select('id').single();
    expect(ins.error).toBeNull();
    const id = ins.data!.id;
    expect(idsOf(await c.from(table).select('id').eq('id', id))).toEqual([id]);
    const upd = await c
      .from(table)
      .update({ company_id: COMPANY.B })
      .eq('id', id)
      .select('id, company_id, created_at, updated_at');
    const row = upd.data?.[0] as { id: string; company_id: string; created_at: string; updated_at: string };
    expect(row).toMatchObject({ id, company_id: COMPANY.B });
    expect(Date.parse(row.updated_at)).toBeGreaterThanOrEqual(Date.parse(row.created_at));
    expect(idsOf(await c.from(table).delete().eq('id', id).select('id'))).toEqual([id]);
    expect(idsOf(await env.service.from(table).select('id').eq('id', id))).toEqual([]);
  });

  it('invoices default to MXN and keep two decimals', async () => {
    const c = env.as(DEMO.admin.uid);
    const ins = await c
      .from('invoices')
      .insert({ company_id: COMPANY.A, invoice_number: 'T-MXN', issue_date: '2026-02-01', amount: 10.005 })
      .select('currency, amount, status')
      .single();
    onTestFinished(async () => {
      await env.service.from('invoices').delete().eq('invoice_number', 'T-MXN');
    });
    expect(ins.data).toEqual({ currency: 'MXN', amount: 10.01, status: 'pendiente' });
  });

  it('manages companies, profiles (role, company, active) and feedback', async () => {
    const c = env.as(DEMO.admin.uid);
    const company = await c.from('companies').insert({ name: 'Empresa Delta S.A.' }).select('id').single();
    expect(company.error).toBeNull();
    const profile = await c
      .from('profiles')
      .insert({ email: 'Delta@Portal.Demo', username: 'delta', company_id: company.data!.id })
      .select('id, email, role, active')
      .single();
    expect(profile.data).toMatchObject({ email: 'delta@portal.demo', role: 'client', active: true });
    const upd = await c
      .from('profiles')
      .update({ role: 'collaborator', active: false, company_id: null })
      .eq('id', profile.data!.id)
      .select('role, active, company_id')
      .single();
    expect(upd.data).toEqual({ role: 'collaborator', active: false, company_id: null });
    const bad = await c
      .from('profiles')
      .update({ role: 'superadmin' as 'admin' })
      .eq('id', profile.data!.id);
    expect(bad.error?.code).toBe('23514');
    const fb = await c
      .from('feedback')
      .insert({ rating: 3, company_id: company.data!.id })
      .select('id, company_id, submitted_by')
      .single();
    expect(fb.data).toMatchObject({ company_id: company.data!.id, submitted_by: PROFILE.admin });
    expect(idsOf(await c.from('feedback').delete().eq('id', fb.data!.id).select('id'))).toEqual([
      fb.data!.id,
    ]);
    expect(idsOf(await c.from('profiles').delete().eq('id', profile.data!.id).select('id'))).toEqual([
      profile.data!.id,
    ]);
    expect(idsOf(await c.from('companies').delete().eq('id', company.data!.id).select('id'))).toEqual([
      company.data!.id,
    ]);
  });
});
