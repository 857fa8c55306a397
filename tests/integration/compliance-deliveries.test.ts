// Proof of delivery (public.delivery_events): publishing writes 'published' rows for exactly the companies
// that receive the item; record_delivery keeps the first opening and download per client user and item,
// only for the client's own items, and writes nothing for admins or collaborators; each client reads only
// its company's rows; and nobody, not even an admin or the service role, changes the log.
import { beforeAll, describe, expect, it } from 'vitest';

import { COMPANY, DEMO, PROFILE, usePortalGateway } from './helpers';

const env = usePortalGateway();
const SHA = 'ab'.repeat(32);
const UNCHANGEABLE = 'La bitácora de entregas no se puede modificar.';
let serial = 0;
const tag = (what: string) => `${what} entregas ${Date.now()}-${(serial += 1)}`;

const clientA = () => env.as(DEMO.clienteA.uid, { email: DEMO.clienteA.email });
const clientB = () => env.as(DEMO.clienteB.uid, { email: DEMO.clienteB.email });
const admin = () => env.as(DEMO.admin.uid, { email: DEMO.admin.email });
const collaborator = () => env.as(DEMO.colaboradorA.uid, { email: DEMO.colaboradorA.email });

/** Every log row of one document or result, read with the service role (the ground truth). */
async function eventsOf(item: { documentId?: string; labId?: string }) {
  const column = item.documentId ? 'document_id' : 'laboratory_request_id';
  const { data, error } = await env.service
    .from('delivery_events')
    .select('event, company_id, item_name, sha256, period_year, period_month, profile_id, actor_email')
    .eq(column, (item.documentId ?? item.labId)!)
    .order('id');
  if (error) throw new Error(`delivery_events: ${error.message}`);
  return data;
}

/** A company document of company A published by the admin through the API. */
async function publishForA(name = tag('Documento')) {
  const { data, error } = await admin()
    .from('documents')
    .insert({
      company_id: COMPANY.A,
      is_global: false,
      year: 2026,
      month: 3,
      name,
      url: `storage://repse-documents/${COMPANY.A}/${name}.pdf`,
      sha256: SHA,
    })
    .select('id')
    .single();
  if (error) throw new Error(`documents: ${error.message}`);
  return data.id;
}

let docA = '';
beforeAll(async () => {
  docA = await publishForA();
});

describe('publication', () => {
  it('a company document logs one published row for its company only, by the admin who published it', async () => {
    const rows = await eventsOf({ documentId: docA });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'published',
      company_id: COMPANY.A,
      sha256: SHA,
      period_year: 2026,
      period_month: 3,
      profile_id: PROFILE.admin,
      actor_email: DEMO.admin.email,
    });
  });

  it('an edit that leaves the file alone logs nothing; a new file logs a new publication', async () => {
    const id = await publishForA();
    const edit = (values: { name?: string; sha256?: string | null; url?: string }) =>
      admin().from('documents').update(values).eq('id', id);
    for (const values of [{ name: tag('Renombrado') }, { sha256: null }, { sha256: SHA }]) {
      expect((await edit(values)).error).toBeNull();
    }
    expect((await eventsOf({ documentId: id })).map((r) => r.sha256)).toEqual([SHA]);
    expect(
      (await edit({ url: `storage://repse-documents/${COMPANY.A}/${tag('nuevo')}.pdf` })).error,
    ).toBeNull();
    expect((await eventsOf({ documentId: id })).map((r) => r.event)).toEqual(['published', 'published']);
  });

  it('a global typed document logs one row per company its type applies to', async () => {
    const code = `entregas_${Date.now()}`;
    const type = await env.service
      .from('document_types')
      .insert({
        code,
        name: tag('Tipo global'),
        periodicity: 'monthly',
        due_day: 17,
        scope: 'global',
        applies_to_all: false,
      })
      .select('id')
      .single();
    if (type.error) throw new Error(type.error.message);
    const links = await env.service.from('document_type_companies').insert([
      { document_type_id: type.data.id, company_id: COMPANY.A },
      { document_type_id: type.data.id, company_id: COMPANY.C },
    ]);
    expect(links.error).toBeNull();
    const doc = await admin()
      .from('documents')
      .insert({
        is_global: true,
        document_type_id: type.data.id,
        year: 2026,
        month: 4,
        name: tag('Global'),
        url: 'storage://repse-documents/global/g.pdf',
      })
      .select('id')
      .single();
    if (doc.error) throw new Error(doc.error.message);
    const rows = await eventsOf({ documentId: doc.data.id });
    expect(rows.map((r) => r.event)).toEqual(['published', 'published']);
    expect(rows.map((r) => r.company_id).sort()).toEqual([COMPANY.A, COMPANY.C].sort());

    // B is not a recipient: it cannot record an opening of it either.
    const fromB = await clientB().rpc('record_delivery', { p_event: 'opened', p_document_id: doc.data.id });
    expect(fromB.error?.message).toBe('Documento no encontrado.');
    const fromA = await clientA().rpc('record_delivery', { p_event: 'opened', p_document_id: doc.data.id });
    expect(fromA).toMatchObject({ data: true, error: null });
  });

  it('a laboratory result is published when its result link is set, and the client records its download', async () => {
    const lab = await env.service
      .from('laboratory_requests')
      .insert({ company_id: COMPANY.A, request_type: tag('Biometría'), patient_name: 'Ana Pérez' })
      .select('id, request_type')
      .single();
    if (lab.error) throw new Error(lab.error.message);
    expect(await eventsOf({ labId: lab.data.id })).toEqual([]);
    const set = await admin()
      .from('laboratory_requests')
      .update({ result_url: `storage://lab-results/${COMPANY.A}/r.pdf` })
      .eq('id', lab.data.id);
    expect(set.error).toBeNull();
    const published = await eventsOf({ labId: lab.data.id });
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      event: 'published',
      company_id: COMPANY.A,
      item_name: `${lab.data.request_type} · Ana Pérez`,
    });

    const args = { p_event: 'downloaded', p_laboratory_request_id: lab.data.id };
    expect((await clientA().rpc('record_delivery', args)).data).toBe(true);
    expect((await clientA().rpc('record_delivery', args)).data).toBe(false);
    expect((await clientB().rpc('record_delivery', args)).error?.message).toBe('Resultado no encontrado.');
    expect((await eventsOf({ labId: lab.data.id })).map((r) => r.event)).toEqual(['published', 'downloaded']);
  });
});

describe('record_delivery', () => {
  it('keeps the first opening and the first download per user, once each', async () => {
    const doc = await publishForA();
    const open = { p_event: 'opened', p_document_id: doc };
    expect(await clientA().rpc('record_delivery', open)).toMatchObject({ data: true, error: null });
    expect(await clientA().rpc('record_delivery', open)).toMatchObject({ data: false, error: null });
    const download = { p_event: 'downloaded', p_document_id: doc };
    expect((await clientA().rpc('record_delivery', download)).data).toBe(true);
    expect((await clientA().rpc('record_delivery', download)).data).toBe(false);
    const rows = await eventsOf({ documentId: doc });
    expect(rows.map((r) => r.event)).toEqual(['published', 'opened', 'downloaded']);
    expect(rows[1]).toMatchObject({
      company_id: COMPANY.A,
      profile_id: PROFILE.clienteA,
      actor_email: DEMO.clienteA.email,
      sha256: SHA,
    });
  });

  it("client B cannot record on A's document", async () => {
    const result = await clientB().rpc('record_delivery', { p_event: 'opened', p_document_id: docA });
    expect(result.error?.message).toBe('Documento no encontrado.');
    expect((await eventsOf({ documentId: docA })).map((r) => r.event)).toEqual(['published']);
  });

  it('an admin or a collaborator is not a recipient: false, nothing written', async () => {
    const doc = await publishForA();
    for (const caller of [admin(), collaborator()]) {
      for (const event of ['opened', 'downloaded']) {
        const result = await caller.rpc('record_delivery', { p_event: event, p_document_id: doc });
        expect(result).toMatchObject({ data: false, error: null });
      }
    }
    expect((await eventsOf({ documentId: doc })).map((r) => r.event)).toEqual(['published']);
  });

  it('refuses an unknown event', async () => {
    const result = await clientA().rpc('record_delivery', { p_event: 'deleted', p_document_id: docA });
    expect(result.error?.message).toBe('Evento de entrega no válido.');
  });
});

describe('reading the log', () => {
  it("client A reads only A's rows, and sees its document's publication", async () => {
    const { data, error } = await clientA().from('delivery_events').select('company_id, document_id');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(new Set(data!.map((r) => r.company_id))).toEqual(new Set([COMPANY.A]));
    expect(data!.some((r) => r.document_id === docA)).toBe(true);
  });

  it("client B reads none of A's rows; anon reads nothing", async () => {
    const fromB = await clientB().from('delivery_events').select('company_id');
    expect(fromB.error).toBeNull();
    expect(fromB.data!.filter((r) => r.company_id !== COMPANY.B)).toEqual([]);
    const anon = await env.anon.from('delivery_events').select('id');
    expect(anon.data ?? []).toEqual([]);
  });

  it('an admin reads every company', async () => {
    const { data, error } = await admin()
      .from('delivery_events')
      .select('company_id')
      .eq('document_id', docA);
    expect(error).toBeNull();
    expect(data).toEqual([{ company_id: COMPANY.A }]);
  });
});

describe('the log cannot be changed', () => {
  it('insert, update and delete through the API are refused for everyone, admins included', async () => {
    const before = await eventsOf({ documentId: docA });
    for (const [who, caller] of [
      ['anon', env.anon],
      ['client A', clientA()],
      ['admin', admin()],
    ] as const) {
      const insert = await caller
        .from('delivery_events')
        .insert({ event: 'opened', company_id: COMPANY.A, document_id: docA, item_name: 'falso' });
      expect(insert.error, `${who} insert`).not.toBeNull();
      const update = await caller
        .from('delivery_events')
        .update({ item_name: 'alterado' })
        .eq('document_id', docA)
        .select('id');
      expect(update.error !== null || update.data?.length === 0, `${who} update`).toBe(true);
      const remove = await caller.from('delivery_events').delete().eq('document_id', docA).select('id');
      expect(remove.error !== null || remove.data?.length === 0, `${who} delete`).toBe(true);
    }
    expect(await eventsOf({ documentId: docA })).toEqual(before);
  });

  it('even the service role cannot update or delete an entry', async () => {
    const update = await env.service
      .from('delivery_events')
      .update({ item_name: 'alterado' })
      .eq('document_id', docA);
    expect(update.error?.message).toBe(UNCHANGEABLE);
    const remove = await env.service.from('delivery_events').delete().eq('document_id', docA);
    expect(remove.error?.message).toBe(UNCHANGEABLE);
    expect((await eventsOf({ documentId: docA }))[0].item_name).not.toBe('alterado');
  });
});
