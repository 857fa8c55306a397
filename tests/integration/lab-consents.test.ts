// Laboratory verdicts under consent through supabase-js and the gateway: what a client company receives of
// a result is decided by the database (app.lab_result_released): in 'resultado_completo' mode every result,
// in 'solo_dictamen' only those with a consent in force. Storage refuses the file otherwise, the row's
// notes stay masked, only admins record and revoke consents (never for another company's request), and
// every client access is logged for the admin and that company only. Each test makes its own request and
// puts company A's mode back.
import { describe, expect, it, onTestFinished } from 'vitest';

import type { TablesUpdate } from '../../src/types/database';
import { COMPANY, DEMO, PROFILE, usePortalGateway, type Client } from './helpers';

const env = usePortalGateway();
const admin = () => env.as(DEMO.admin.uid);
const clienteA = () => env.as(DEMO.clienteA.uid);
const clienteB = () => env.as(DEMO.clienteB.uid);
let serial = 0;

const PDF = '%PDF-1.4 resultado clínico';

/** A request of company A with a result file and clinical notes, removed after the test. */
async function requestOfA(opts: { verdict?: boolean } = {}) {
  const key = `${COMPANY.A}/consent-${process.pid}-${(serial += 1)}.pdf`;
  const up = await env.service.storage
    .from('lab-results')
    .upload(key, Buffer.from(PDF), { contentType: 'application/pdf' });
  expect(up.error).toBeNull();
  const res = await env.service
    .from('laboratory_requests')
    .insert({
      company_id: COMPANY.A,
      request_type: 'Examen médico de ingreso',
      patient_name: 'Juana Pérez',
      request_date: '2026-03-02',
      notes: 'Glucosa 180 mg/dL',
      status: 'completado',
      result_url: `storage://lab-results/${key}`,
      ...(opts.verdict
        ? {
            verdict: 'apto_con_restricciones',
            verdict_valid_until: '2027-03-02',
            verdict_restrictions: 'Sin alturas',
          }
        : {}),
    })
    .select('id')
    .single();
  expect(res.error).toBeNull();
  const id = res.data!.id;
  onTestFinished(async () => {
    await env.service.from('laboratory_requests').delete().eq('id', id);
    await env.service.storage.from('lab-results').remove([key]);
  });
  return { id, key };
}

async function setMode(mode: 'resultado_completo' | 'solo_dictamen') {
  const { error } = await env.service
    .from('companies')
    .update({ lab_release_mode: mode })
    .eq('id', COMPANY.A);
  expect(error).toBeNull();
  onTestFinished(async () => {
    await env.service
      .from('companies')
      .update({ lab_release_mode: 'resultado_completo' })
      .eq('id', COMPANY.A);
  });
}

const consentFor = (requestId: string, client: Client = admin(), company: string = COMPANY.A) =>
  client
    .from('lab_result_consents')
    .insert({
      company_id: company,
      laboratory_request_id: requestId,
      worker_name: 'Juana Pérez',
      granted_on: '2026-03-05',
      scope: 'Entrega del resultado completo a Recursos Humanos',
    })
    .select('id, recorded_by, recorded_at')
    .single();

/** The portal's download: the logged access, then the file itself through Storage. */
async function download(client: Client, requestId: string, key: string) {
  const access = await client.rpc('record_lab_result_access', { p_laboratory_request_id: requestId });
  const file = await client.storage.from('lab-results').download(key);
  const signed = await client.storage.from('lab-results').createSignedUrl(key, 60);
  return {
    access: access.error ? { code: access.error.code, message: access.error.message } : access.data,
    file: file.error
      ? (file.error as { status?: number }).status
      : Buffer.from(await file.data.arrayBuffer()).toString('utf8'),
    signed: signed.error ? (signed.error as { status?: number }).status : 'firmado',
  };
}

describe('release modes', () => {
  it('in full mode the client reads the row and downloads the file after recording its access', async () => {
    const { id, key } = await requestOfA();
    expect(await download(clienteA(), id, key)).toEqual({
      access: `storage://lab-results/${key}`,
      file: PDF,
      signed: 'firmado',
    });
    const row = await clienteA()
      .from('laboratory_requests')
      .select('notes, result_url')
      .eq('id', id)
      .single();
    expect(row.data).toEqual({ notes: 'Glucosa 180 mg/dL', result_url: `storage://lab-results/${key}` });
    const listed = await clienteA()
      .from('client_lab_requests')
      .select('released, has_result, notes, release_mode, consent_granted_on')
      .eq('id', id)
      .single();
    expect(listed.data).toEqual({
      released: true,
      has_result: true,
      notes: 'Glucosa 180 mg/dL',
      release_mode: 'resultado_completo',
      consent_granted_on: null,
    });
  });

  it('Storage refuses a released file to a client that did not record its access first', async () => {
    const { key } = await requestOfA();
    const file = await clienteA().storage.from('lab-results').download(key);
    expect(file.error).toMatchObject({ status: 404 });
  });

  it('in verdict-only mode without consent: the verdict shows, the notes and the file do not', async () => {
    const { id, key } = await requestOfA({ verdict: true });
    await setMode('solo_dictamen');
    expect(await download(clienteA(), id, key)).toEqual({
      access: {
        code: '42501',
        message:
          'El resultado no está disponible: tu empresa recibe solo el dictamen y no hay consentimiento vigente del trabajador.',
      },
      file: 404,
      signed: 404,
    });
    // Not even an access recorded for another result helps: the rule is per request.
    const direct = await clienteA().from('laboratory_requests').select('id').eq('id', id);
    expect(direct.data).toEqual([]);
    const listed = await clienteA()
      .from('client_lab_requests')
      .select('verdict, verdict_valid_until, verdict_restrictions, released, has_result, notes')
      .eq('id', id)
      .single();
    expect(listed.data).toEqual({
      verdict: 'apto_con_restricciones',
      verdict_valid_until: '2027-03-02',
      verdict_restrictions: 'Sin alturas',
      released: false,
      has_result: true,
      notes: null,
    });
    // Searching the notes finds nothing either (the column is masked before the filter).
    const searched = await clienteA()
      .from('client_lab_requests')
      .select('id')
      .eq('id', id)
      .ilike('notes', '%Glucosa%');
    expect(searched.data).toEqual([]);
    // The admin still sees everything.
    const adminRow = await admin().from('laboratory_requests').select('notes').eq('id', id).single();
    expect(adminRow.data).toEqual({ notes: 'Glucosa 180 mg/dL' });
  });

  it('a consent releases the result; its revocation refuses it again; a new consent releases it again', async () => {
    const { id, key } = await requestOfA();
    await setMode('solo_dictamen');
    const consent = await consentFor(id);
    expect(consent.error).toBeNull();
    expect(consent.data?.recorded_by).toBe(PROFILE.admin);
    expect(await download(clienteA(), id, key)).toMatchObject({ file: PDF, signed: 'firmado' });
    const listed = await clienteA()
      .from('client_lab_requests')
      .select('released, consent_granted_on')
      .eq('id', id)
      .single();
    expect(listed.data).toEqual({ released: true, consent_granted_on: '2026-03-05' });

    const revoked = await admin()
      .from('lab_result_consents')
      .update({ revoked_reason: 'El trabajador retiró su consentimiento' })
      .eq('id', consent.data!.id)
      .select('revoked_at, revoked_by, revoked_reason')
      .single();
    expect(revoked.error).toBeNull();
    expect(revoked.data).toMatchObject({
      revoked_by: PROFILE.admin,
      revoked_reason: 'El trabajador retiró su consentimiento',
    });
    expect(revoked.data?.revoked_at).not.toBeNull();
    // The access recorded minutes ago no longer opens the file: the rule is checked again.
    expect((await clienteA().storage.from('lab-results').download(key)).error).toMatchObject({ status: 404 });
    expect(await download(clienteA(), id, key)).toMatchObject({ access: { code: '42501' }, file: 404 });

    // Revoking is final: no second revocation, no undo, no delete.
    const again = await admin()
      .from('lab_result_consents')
      .update({ revoked_reason: 'Otra vez' })
      .eq('id', consent.data!.id)
      .select('id');
    expect(again.error).toMatchObject({
      code: '42501',
      message: 'El consentimiento ya está revocado; registra uno nuevo si el trabajador vuelve a consentir.',
    });
    const removed = await admin().from('lab_result_consents').delete().eq('id', consent.data!.id);
    expect(removed.error).toMatchObject({ code: '42501' });

    expect((await consentFor(id)).error).toBeNull();
    expect(await download(clienteA(), id, key)).toMatchObject({ file: PDF });
  });

  it('the mode decides alone when no consent exists: back to full mode, the file opens', async () => {
    const { id, key } = await requestOfA();
    await setMode('solo_dictamen');
    expect(await download(clienteA(), id, key)).toMatchObject({ file: 404 });
    await env.service
      .from('companies')
      .update({ lab_release_mode: 'resultado_completo' })
      .eq('id', COMPANY.A);
    expect(await download(clienteA(), id, key)).toMatchObject({ file: PDF });
  });
});

describe('consents', () => {
  it('a client can neither record nor revoke a consent', async () => {
    const { id } = await requestOfA();
    const inserted = await consentFor(id, clienteA());
    expect(inserted.error).toMatchObject({ code: '42501' });
    const consent = await consentFor(id);
    const revoked = await clienteA()
      .from('lab_result_consents')
      .update({ revoked_reason: 'Yo no' })
      .eq('id', consent.data!.id)
      .select('id');
    expect(revoked.data).toEqual([]);
    const row = await env.service
      .from('lab_result_consents')
      .select('revoked_at')
      .eq('id', consent.data!.id)
      .single();
    expect(row.data).toEqual({ revoked_at: null });
  });

  it("a consent for another company's request is refused with a Spanish message, nothing saved", async () => {
    const { id } = await requestOfA();
    const res = await consentFor(id, admin(), COMPANY.B);
    expect(res.error).toMatchObject({
      code: '23514',
      message:
        'No se puede registrar el consentimiento: la solicitud de laboratorio es de un trabajador de otra empresa.',
    });
    const rows = await env.service.from('lab_result_consents').select('id').eq('laboratory_request_id', id);
    expect(rows.data).toEqual([]);
  });

  it('a recorded consent cannot be edited, only revoked with a reason', async () => {
    const { id } = await requestOfA();
    const consent = await consentFor(id);
    const edited = await admin()
      .from('lab_result_consents')
      .update({ worker_name: 'Otra persona' })
      .eq('id', consent.data!.id)
      .select('id');
    expect(edited.error).toMatchObject({ code: '42501' });
    const blank = await admin()
      .from('lab_result_consents')
      .update({ revoked_reason: '  ' })
      .eq('id', consent.data!.id)
      .select('id');
    expect(blank.error).toMatchObject({ code: '23514', message: 'Indica el motivo de la revocación.' });
    // Only one consent in force per request.
    expect((await consentFor(id)).error).toMatchObject({ code: '23505' });
  });

  it("another company's client, collaborators and anonymous callers see no consent and no access entry", async () => {
    const { id, key } = await requestOfA();
    await consentFor(id);
    await download(clienteA(), id, key);
    const own = await clienteA().from('lab_result_consents').select('id').eq('laboratory_request_id', id);
    expect(own.data).toHaveLength(1);
    const log = await clienteA()
      .from('lab_result_accesses')
      .select('profile_id, basis')
      .eq('laboratory_request_id', id);
    expect(log.data).toEqual([{ profile_id: PROFILE.clienteA, basis: 'resultado_completo' }]);
    for (const c of [clienteB(), env.as(DEMO.colaboradorA.uid), env.as(DEMO.colaborador.uid), env.anon]) {
      expect((await c.from('lab_result_consents').select('id').eq('laboratory_request_id', id)).data).toEqual(
        [],
      );
      expect((await c.from('lab_result_accesses').select('id').eq('laboratory_request_id', id)).data).toEqual(
        [],
      );
      expect((await c.from('client_lab_requests').select('id').eq('id', id)).data).toEqual([]);
    }
    // Company B's client cannot record an access to A's result, nor download it.
    expect(await download(clienteB(), id, key)).toMatchObject({ access: { code: 'P0002' }, file: 404 });
    // The collaborator of company A is not a recipient.
    expect(await download(env.as(DEMO.colaboradorA.uid), id, key)).toMatchObject({
      access: { code: '42501' },
      file: 404,
    });
  });
});

describe('access log', () => {
  it('records every access with its ground, for the admin; nobody can change it', async () => {
    const { id, key } = await requestOfA();
    await download(clienteA(), id, key);
    await setMode('solo_dictamen');
    const consent = await consentFor(id);
    await download(clienteA(), id, key);
    const log = await admin()
      .from('lab_result_accesses')
      .select('profile_id, actor_email, basis, consent_id')
      .eq('laboratory_request_id', id)
      .order('id');
    expect(log.data).toEqual([
      {
        profile_id: PROFILE.clienteA,
        actor_email: DEMO.clienteA.email,
        basis: 'resultado_completo',
        consent_id: null,
      },
      {
        profile_id: PROFILE.clienteA,
        actor_email: DEMO.clienteA.email,
        basis: 'consentimiento',
        consent_id: consent.data!.id,
      },
    ]);
    // The proof-of-delivery log keeps the first download.
    const delivered = await admin()
      .from('delivery_events')
      .select('event')
      .eq('laboratory_request_id', id)
      .eq('event', 'downloaded');
    expect(delivered.data).toHaveLength(1);
    const changed = await env.service.from('lab_result_accesses').delete().eq('laboratory_request_id', id);
    expect(changed.error?.message).toBe('La bitácora de consultas de resultados no se puede modificar.');
  });
});

describe('verdicts', () => {
  it('the database refuses a verdict without validity, before the request, or restrictions that do not fit', async () => {
    const { id } = await requestOfA();
    const set = (values: TablesUpdate<'laboratory_requests'>) =>
      admin().from('laboratory_requests').update(values).eq('id', id).select('id');
    expect((await set({ verdict: 'apto' })).error).toMatchObject({ code: '23514' });
    expect((await set({ verdict: 'apto', verdict_valid_until: '2026-03-01' })).error).toMatchObject({
      code: '23514',
    });
    expect(
      (await set({ verdict: 'apto_con_restricciones', verdict_valid_until: '2026-09-01' })).error,
    ).toMatchObject({
      code: '23514',
    });
    expect(
      (await set({ verdict: 'no_apto', verdict_valid_until: '2026-09-01', verdict_restrictions: 'Algo' }))
        .error,
    ).toMatchObject({ code: '23514' });
    expect((await set({ verdict: 'no_apto', verdict_valid_until: '2026-03-02' })).error).toBeNull();
  });
});
