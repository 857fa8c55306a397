// The REPSE compliance catalogue through supabase-js and the gateway: how a typed document follows
// its type (app.apply_document_type), a type in use cannot be deleted, who reads the catalogue and its
// applicability rows, and the account visits behind 'Estado de la Cuenta' (touch_account_visit).
// The delivery log and record_delivery are tested in compliance-deliveries.test.ts.
import { describe, expect, it, onTestFinished } from 'vitest';

import { COMPANY, DEMO, PROFILE, idsOf, usePortalGateway, type Client } from './helpers';

const env = usePortalGateway();

let serial = 0;
const tag = () => `${process.pid}_${Date.now()}_${(serial += 1)}`;

/** The seeded type with this code (the migration seeds the catalogue). */
async function typeOf(code: string): Promise<{ id: string; name: string }> {
  const { data, error } = await env.service
    .from('document_types')
    .select('id, name')
    .eq('code', code)
    .single();
  if (error) throw new Error(`${code}: ${error.message}`);
  return data;
}

/** A document as the admin's upload screen sends it, removed after the test. */
async function insertDocument(c: Client, row: Record<string, unknown>) {
  const res = await c
    .from('documents')
    .insert({ year: 2026, month: 3, name: `Documento ${tag()}`, url: 'https://example.com/d.pdf', ...row })
    .select('id, document_type, document_type_id, issued_on, expires_on')
    .maybeSingle();
  if (res.data) {
    const id = res.data.id;
    onTestFinished(async () => {
      await env.service.from('documents').delete().eq('id', id);
    });
  }
  return res;
}

const refused = (
  res: { error: { code?: string; message?: string } | null; data: unknown },
  message: string,
) =>
  expect({ code: res.error?.code, message: res.error?.message, data: res.data }).toEqual({
    code: '23514',
    message,
    data: null,
  });

describe('a typed document follows its type (apply_document_type)', () => {
  it('a company type is refused on a global document, a global type on a company document', async () => {
    const admin = env.as(DEMO.admin.uid);
    const cfdi = await typeOf('cfdi_nomina');
    const iva = await typeOf('iva_declaracion');
    refused(
      await insertDocument(admin, { is_global: true, company_id: null, document_type_id: cfdi.id }),
      `El tipo «${cfdi.name}» es por empresa: elige la empresa.`,
    );
    refused(
      await insertDocument(admin, { company_id: COMPANY.A, document_type_id: iva.id }),
      `El tipo «${iva.name}» es global: se publica para todos los clientes.`,
    );
    // ...and so is moving a document to a type of the other scope
    const ok = await insertDocument(admin, { company_id: COMPANY.A, document_type_id: cfdi.id });
    expect(ok.error).toBeNull();
    const moved = await admin
      .from('documents')
      .update({ document_type_id: iva.id })
      .eq('id', ok.data!.id)
      .select('id');
    refused(moved, `El tipo «${iva.name}» es global: se publica para todos los clientes.`);
  });

  it('copies the type name as the label, whatever label is sent, and follows a change of type', async () => {
    const admin = env.as(DEMO.admin.uid);
    const cfdi = await typeOf('cfdi_nomina');
    const imss = await typeOf('imss_cuotas_pago');
    const res = await insertDocument(admin, {
      company_id: COMPANY.B,
      document_type_id: cfdi.id,
      document_type: 'Otra etiqueta',
    });
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({ document_type: cfdi.name, document_type_id: cfdi.id });
    const changed = await admin
      .from('documents')
      .update({ document_type_id: imss.id })
      .eq('id', res.data!.id)
      .select('document_type')
      .single();
    expect(changed).toMatchObject({ error: null, data: { document_type: imss.name } });
    // an untyped document keeps the label it is given (older screens)
    const untyped = await insertDocument(admin, { company_id: COMPANY.B, document_type: 'Guía' });
    expect(untyped.data).toMatchObject({ document_type: 'Guía', document_type_id: null });
  });

  it('an opinion needs its issue date and expires 30 days later, whatever expiry is sent', async () => {
    const admin = env.as(DEMO.admin.uid);
    const sat = await typeOf('opinion_sat');
    refused(
      await insertDocument(admin, { is_global: true, company_id: null, document_type_id: sat.id }),
      `Indica la fecha de emisión de «${sat.name}».`,
    );
    const res = await insertDocument(admin, {
      is_global: true,
      company_id: null,
      document_type_id: sat.id,
      issued_on: '2028-02-15',
      expires_on: '2030-01-01',
    });
    expect(res.error).toBeNull();
    // 2028 is a leap year: 15 Feb + 30 days = 16 Mar
    expect(res.data).toMatchObject({ issued_on: '2028-02-15', expires_on: '2028-03-16' });
  });

  it('the REPSE registration needs its expiry date, which it keeps', async () => {
    const admin = env.as(DEMO.admin.uid);
    const repse = await typeOf('registro_repse');
    refused(
      await insertDocument(admin, {
        is_global: true,
        company_id: null,
        document_type_id: repse.id,
        issued_on: '2026-01-10',
      }),
      `Indica la fecha de vencimiento de «${repse.name}».`,
    );
    const res = await insertDocument(admin, {
      is_global: true,
      company_id: null,
      document_type_id: repse.id,
      issued_on: '2026-01-10',
      expires_on: '2029-01-10',
    });
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({ issued_on: '2026-01-10', expires_on: '2029-01-10' });
  });
});

describe('catalogue', () => {
  it('a type cannot be deleted while documents use it; once unused, the admin deletes it', async () => {
    const admin = env.as(DEMO.admin.uid);
    const created = await admin
      .from('document_types')
      .insert({ code: `prueba_${tag()}`, name: `Tipo ${tag()}`, periodicity: 'on_change' })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const typeId = created.data!.id;
    onTestFinished(async () => {
      await env.service.from('documents').delete().eq('document_type_id', typeId);
      await env.service.from('document_types').delete().eq('id', typeId);
    });
    const doc = await insertDocument(admin, { company_id: COMPANY.A, document_type_id: typeId });
    expect(doc.error).toBeNull();
    const blocked = await admin.from('document_types').delete().eq('id', typeId).select('id');
    expect({ code: blocked.error?.code, data: blocked.data }).toEqual({ code: '23503', data: null });
    expect(idsOf(await env.service.from('document_types').select('id').eq('id', typeId))).toEqual([typeId]);
    // the seeded types in use by the demo documents are just as protected
    const cfdi = await typeOf('cfdi_nomina');
    expect((await admin.from('document_types').delete().eq('id', cfdi.id)).error?.code).toBe('23503');
    expect((await env.service.from('documents').delete().eq('id', doc.data!.id)).error).toBeNull();
    const deleted = await admin.from('document_types').delete().eq('id', typeId).select('id');
    expect(deleted).toMatchObject({ error: null, data: [{ id: typeId }] });
  });

  it('is read by admins and clients with a company; not by a client without one or with a password change pending, collaborators or anon', async () => {
    const all = idsOf(await env.service.from('document_types').select('id'));
    expect(all.length).toBeGreaterThanOrEqual(13);
    for (const who of ['admin', 'clienteA', 'clienteB'] as const) {
      const res = await env.as(DEMO[who].uid).from('document_types').select('id');
      expect({ who, ids: idsOf(res) }).toEqual({ who, ids: all });
    }
    const nobody = [
      ['anon', env.anon],
      // nuevo: a client of A whose temporary password still has to be changed
      ...(['sinempresa', 'nuevo', 'colaborador', 'colaboradorA', 'inactivo', 'adminInactivo'] as const).map(
        (who) => [who, env.as(DEMO[who].uid)] as const,
      ),
    ] as const;
    for (const [who, c] of nobody) {
      const res = await c.from('document_types').select('id');
      expect({ who, ids: idsOf(res) }).toEqual({ who, ids: [] });
    }
  });

  it("applicability rows: a client reads only its own company's, the admin all", async () => {
    const admin = env.as(DEMO.admin.uid);
    const created = await admin
      .from('document_types')
      .insert({
        code: `aplica_${tag()}`,
        name: `Solo algunas ${tag()}`,
        periodicity: 'monthly',
        due_day: 17,
        applies_to_all: false,
      })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const typeId = created.data!.id;
    onTestFinished(async () => {
      await env.service.from('document_types').delete().eq('id', typeId);
    });
    const listed = await admin
      .from('document_type_companies')
      .insert([COMPANY.A, COMPANY.B].map((company_id) => ({ document_type_id: typeId, company_id })));
    expect(listed.error).toBeNull();
    const rowsOf = async (c: Client) => {
      const res = await c
        .from('document_type_companies')
        .select('company_id')
        .eq('document_type_id', typeId)
        .order('company_id');
      expect(res.error).toBeNull();
      return (res.data ?? []).map((r) => r.company_id);
    };
    expect(await rowsOf(admin)).toEqual([COMPANY.A, COMPANY.B]);
    expect(await rowsOf(env.as(DEMO.clienteA.uid))).toEqual([COMPANY.A]);
    expect(await rowsOf(env.as(DEMO.clienteB.uid))).toEqual([COMPANY.B]);
    for (const who of ['sinempresa', 'colaboradorA', 'inactivo'] as const) {
      expect({ who, rows: await rowsOf(env.as(DEMO[who].uid)) }).toEqual({ who, rows: [] });
    }
    // a client cannot list its company for a type either
    const own = await env
      .as(DEMO.clienteA.uid)
      .from('document_type_companies')
      .insert({ document_type_id: typeId, company_id: COMPANY.C });
    expect(own.error?.code).toBe('42501');
  });
});

describe('account visits (touch_account_visit)', () => {
  /** Starts the profile with no visit at all. */
  async function forget(profile: string) {
    const res = await env.service.from('account_visits').delete().eq('profile_id', profile);
    expect(res.error).toBeNull();
    onTestFinished(async () => {
      await env.service.from('account_visits').delete().eq('profile_id', profile);
    });
  }

  it('a first visit returns null; a reload within 30 minutes returns the same previous visit', async () => {
    await forget(PROFILE.clienteB);
    const c = env.as(DEMO.clienteB.uid);
    expect(await c.rpc('touch_account_visit')).toMatchObject({ error: null, data: null });
    expect(await c.rpc('touch_account_visit')).toMatchObject({ error: null, data: null });
    const own = await c.from('account_visits').select('profile_id, previous_visit_at');
    expect(own.data).toEqual([{ profile_id: PROFILE.clienteB, previous_visit_at: null }]);
  });

  it('a return after 30 minutes away returns the start of the previous visit, and keeps it on reload', async () => {
    await forget(PROFILE.colaborador);
    const earlier = new Date(Date.now() - 2 * 3600_000).toISOString();
    const seeded = await env.service
      .from('account_visits')
      .insert({ profile_id: PROFILE.colaborador, last_visit_at: earlier });
    expect(seeded.error).toBeNull();
    const c = env.as(DEMO.colaborador.uid);
    const first = await c.rpc('touch_account_visit');
    expect(first.error).toBeNull();
    expect(Date.parse(first.data as string)).toBe(Date.parse(earlier));
    const reload = await c.rpc('touch_account_visit');
    expect(Date.parse(reload.data as string)).toBe(Date.parse(earlier));
    // a visit 20 minutes ago is the same visit: nothing new since then
    await env.service
      .from('account_visits')
      .update({ last_visit_at: new Date(Date.now() - 20 * 60_000).toISOString() })
      .eq('profile_id', PROFILE.colaborador);
    expect(Date.parse((await c.rpc('touch_account_visit')).data as string)).toBe(Date.parse(earlier));
  });

  it('refuses callers without an active profile: Inicia sesión para continuar.', async () => {
    for (const c of [env.anon, env.as(DEMO.inactivo.uid), env.as('uid-sin-perfil')]) {
      const res = await c.rpc('touch_account_visit');
      expect({ code: res.error?.code, message: res.error?.message }).toEqual({
        code: '42501',
        message: 'Inicia sesión para continuar.',
      });
    }
    const rows = await env.service
      .from('account_visits')
      .select('profile_id')
      .eq('profile_id', PROFILE.inactivo);
    expect(rows.data).toEqual([]);
  });

  it('each visit is read only by its owner and admins, and nobody writes one through the API', async () => {
    await forget(PROFILE.clienteA);
    await forget(PROFILE.sinempresa);
    expect((await env.as(DEMO.clienteA.uid).rpc('touch_account_visit')).error).toBeNull();
    expect((await env.as(DEMO.sinempresa.uid).rpc('touch_account_visit')).error).toBeNull();
    const readers = async (c: Client) => {
      const res = await c
        .from('account_visits')
        .select('profile_id')
        .in('profile_id', [PROFILE.clienteA, PROFILE.sinempresa])
        .order('profile_id');
      expect(res.error).toBeNull();
      return (res.data ?? []).map((r) => r.profile_id);
    };
    expect(await readers(env.as(DEMO.admin.uid))).toEqual([PROFILE.clienteA, PROFILE.sinempresa]);
    expect(await readers(env.as(DEMO.clienteA.uid))).toEqual([PROFILE.clienteA]);
    expect(await readers(env.as(DEMO.sinempresa.uid))).toEqual([PROFILE.sinempresa]);
    for (const who of ['nuevo', 'colaboradorA', 'adminInactivo'] as const) {
      expect({ who, rows: await readers(env.as(DEMO[who].uid)) }).toEqual({ who, rows: [] });
    }
    expect(await readers(env.anon)).toEqual([]);
    // the owner (and the admin) may not move its own visit: no write privilege at all
    for (const c of [env.as(DEMO.clienteA.uid), env.as(DEMO.admin.uid)]) {
      const update = await c
        .from('account_visits')
        .update({ previous_visit_at: '2001-01-01T00:00:00Z' })
        .eq('profile_id', PROFILE.clienteA)
        .select('profile_id');
      expect(update.error?.code).toBe('42501');
      const remove = await c.from('account_visits').delete().eq('profile_id', PROFILE.clienteA);
      expect(remove.error?.code).toBe('42501');
      const insert = await c.from('account_visits').insert({ profile_id: PROFILE.nuevo });
      expect(insert.error?.code).toBe('42501');
    }
    const row = await env.service
      .from('account_visits')
      .select('previous_visit_at')
      .eq('profile_id', PROFILE.clienteA)
      .single();
    expect(row.data).toEqual({ previous_visit_at: null });
  });
});
