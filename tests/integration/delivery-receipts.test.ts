// Monthly delivery receipts (public.delivery_receipts): an active admin issues one per company and month
// from the delivery log (every document published to the company that month, its fingerprint and each
// client user's first opening and download); nobody else can; a client reads only its company's; nobody,
// not even the admin or the service role, changes or removes one; anyone verifies one by its code and gets
// only the company, the month, the issue time and the fingerprints; the receipt's fingerprint is the
// SHA-256 of its documented canonical text, recomputable from what verification shows.
import { createHash } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { receiptFingerprint, receiptText } from '@/features/compliance/utils/receipt-fingerprint';

import { COMPANY, DEMO, PROFILE, usePortalGateway } from './helpers';

const env = usePortalGateway();
const UNCHANGEABLE = 'Un acuse de entrega emitido no se puede modificar.';
let serial = 0;
const tag = (what: string) => `${what} acuse ${Date.now()}-${(serial += 1)}`;
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

const clientA = () => env.as(DEMO.clienteA.uid, { email: DEMO.clienteA.email });
const clientB = () => env.as(DEMO.clienteB.uid, { email: DEMO.clienteB.email });
const admin = () => env.as(DEMO.admin.uid, { email: DEMO.admin.email });
const collaborator = () => env.as(DEMO.colaboradorA.uid, { email: DEMO.colaboradorA.email });

/** The first day of the current month in Mexico City, as the database counts months. */
function thisMonth(): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  return `${day.slice(0, 7)}-01`;
}

interface Entry {
  document_id: string;
  title: string;
  file_name: string | null;
  sha256: string | null;
  published_at: string;
  recipients: {
    profile_id: string;
    name: string;
    email: string;
    opened_at: string | null;
    downloaded_at: string | null;
  }[];
}

/** A company of its own (no client users, nothing published yet), so its receipts list only the test's. */
async function newCompany(): Promise<{ id: string; name: string }> {
  const name = tag('Empresa');
  const { data, error } = await env.service.from('companies').insert({ name }).select('id, name').single();
  if (error) throw new Error(`companies: ${error.message}`);
  return data;
}

async function publish(companyId: string, name = tag('Documento')) {
  const fingerprint = sha(name);
  const { data, error } = await admin()
    .from('documents')
    .insert({
      company_id: companyId,
      is_global: false,
      year: 2026,
      month: 10,
      name,
      url: `storage://repse-documents/${companyId}/${name}.pdf`,
      sha256: fingerprint,
    })
    .select('id')
    .single();
  if (error) throw new Error(`documents: ${error.message}`);
  return { id: data.id, name, sha256: fingerprint };
}

async function issue(companyId: string, month = thisMonth()) {
  const { data, error } = await admin().rpc('issue_delivery_receipt', {
    p_company_id: companyId,
    p_month: month,
  });
  if (error) throw new Error(`issue_delivery_receipt: ${error.message}`);
  return data;
}

const receiptCount = async () => {
  const { count, error } = await env.service
    .from('delivery_receipts')
    .select('id', { count: 'exact', head: true });
  if (error) throw new Error(error.message);
  return count;
};

let companyA = { docId: '', receiptId: '', code: '' };
beforeAll(async () => {
  const doc = await publish(COMPANY.A);
  expect((await clientA().rpc('record_delivery', { p_event: 'opened', p_document_id: doc.id })).data).toBe(
    true,
  );
  const receipt = await issue(COMPANY.A);
  companyA = { docId: doc.id, receiptId: receipt.id, code: receipt.code };
});

describe('issue_delivery_receipt', () => {
  it("snapshots the month's publications of the company, in order, with each client user's first opening and download", async () => {
    const company = await newCompany();
    const first = await publish(company.id);
    const second = await publish(company.id);
    await publish(COMPANY.B); // another company's: not listed
    const receipt = await issue(company.id);
    expect(receipt).toMatchObject({
      company_id: company.id,
      company_name: company.name,
      month: thisMonth(),
      issued_by: PROFILE.admin,
    });
    expect(receipt.code).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(Date.now() - Date.parse(receipt.issued_at)).toBeLessThan(60_000);
    const entries = receipt.entries as unknown as Entry[];
    expect(entries.map((e) => [e.document_id, e.title, e.file_name, e.sha256])).toEqual([
      [first.id, first.name, `${first.name}.pdf`, first.sha256],
      [second.id, second.name, `${second.name}.pdf`, second.sha256],
    ]);
    // No client user of its own and nobody opened anything: nobody to list.
    expect(entries.every((e) => e.recipients.length === 0)).toBe(true);
    expect(Date.parse(entries[0].published_at)).toBeLessThanOrEqual(Date.parse(entries[1].published_at));
  });

  it("lists company A's client users with the first opening, and no download yet", async () => {
    const { data, error } = await env.service
      .from('delivery_receipts')
      .select('entries')
      .eq('id', companyA.receiptId)
      .single();
    expect(error).toBeNull();
    const entry = (data!.entries as unknown as Entry[]).find((e) => e.document_id === companyA.docId)!;
    const clienteA = entry.recipients.find((r) => r.profile_id === PROFILE.clienteA)!;
    expect(clienteA).toMatchObject({ email: DEMO.clienteA.email, downloaded_at: null });
    expect(clienteA.name).not.toBe('');
    expect(Date.now() - Date.parse(clienteA.opened_at!)).toBeLessThan(120_000);
    // Every client user of the company is listed, opened or not; nobody of another company.
    const { data: clients } = await env.service
      .from('profiles')
      .select('id')
      .eq('role', 'client')
      .eq('company_id', COMPANY.A);
    expect(entry.recipients.map((r) => r.profile_id).sort()).toEqual(clients!.map((c) => c.id).sort());
  });

  it('stores the SHA-256 of the canonical text, computed in the database, as the browser recomputes it', async () => {
    const company = await newCompany();
    await publish(company.id);
    await publish(company.id);
    const receipt = await issue(company.id);
    const summary = {
      company_name: receipt.company_name,
      month: receipt.month,
      issued_at: receipt.issued_at,
      file_fingerprints: (receipt.entries as unknown as Entry[]).map((e) => e.sha256),
    };
    expect(receiptText(summary).split('\n').slice(0, 5)).toEqual([
      'Acuse de Entrega v1',
      `Empresa: ${company.name}`,
      `Mes: ${thisMonth().slice(0, 7)}`,
      `Emitido: ${new Date(receipt.issued_at).toISOString().slice(0, 19)}Z`,
      'Archivos: 2',
    ]);
    expect(receipt.fingerprint).toBe(sha(receiptText(summary)));
    expect(await receiptFingerprint(summary)).toBe(receipt.fingerprint);
  });

  it('keeps every receipt of a month: a later one is a new row with its own code', async () => {
    const company = await newCompany();
    await publish(company.id);
    const first = await issue(company.id);
    const second = await issue(company.id);
    expect(second.id).not.toBe(first.id);
    expect(second.code).not.toBe(first.code);
    const { data } = await admin().from('delivery_receipts').select('id').eq('company_id', company.id);
    expect(data!.map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('refuses, in Spanish and writing nothing, a future month, a month with nothing published and an unknown company', async () => {
    const company = await newCompany();
    await publish(company.id);
    const before = await receiptCount();
    const future = new Date();
    future.setUTCMonth(future.getUTCMonth() + 2, 1);
    const refusals = [
      [
        company.id,
        future.toISOString().slice(0, 10),
        'No se puede emitir un acuse de un mes que aún no empieza.',
      ],
      [company.id, '2020-01-01', `No hay documentos publicados para ${company.name} en 01/2020.`],
      ['10000000-0000-4000-8000-0000000000ff', thisMonth(), 'La empresa del acuse no existe.'],
    ] as const;
    for (const [companyId, month, message] of refusals) {
      const { data, error } = await admin().rpc('issue_delivery_receipt', {
        p_company_id: companyId,
        p_month: month,
      });
      expect({ data, code: error?.code, message: error?.message }).toEqual({
        data: null,
        code: '22023',
        message,
      });
    }
    expect(await receiptCount()).toBe(before);
  });

  it('is refused to clients, collaborators, inactive admins and anonymous callers', async () => {
    const before = await receiptCount();
    const callers = [
      clientA(),
      collaborator(),
      env.as(DEMO.adminInactivo.uid, { email: DEMO.adminInactivo.email }),
      env.anon,
    ];
    for (const caller of callers) {
      const { data, error } = await caller.rpc('issue_delivery_receipt', {
        p_company_id: COMPANY.A,
        p_month: thisMonth(),
      });
      expect({ data, code: error?.code, message: error?.message }).toEqual({
        data: null,
        code: '42501',
        message: 'Solo un administrador emite acuses de entrega.',
      });
    }
    expect(await receiptCount()).toBe(before);
  });
});

describe('reading', () => {
  it("a client reads its own company's receipts only; an admin reads every company's", async () => {
    const companyB = await issue(COMPANY.B);
    const ownA = await clientA().from('delivery_receipts').select('id, company_id');
    expect(ownA.error).toBeNull();
    expect(ownA.data!.map((r) => r.id)).toContain(companyA.receiptId);
    expect(ownA.data!.every((r) => r.company_id === COMPANY.A)).toBe(true);
    const fromB = await clientB().from('delivery_receipts').select('id').eq('id', companyA.receiptId);
    expect(fromB.data).toEqual([]);
    expect((await clientB().from('delivery_receipts').select('id')).data!.map((r) => r.id)).toContain(
      companyB.id,
    );
    const all = await admin()
      .from('delivery_receipts')
      .select('id')
      .in('id', [companyA.receiptId, companyB.id]);
    expect(all.data).toHaveLength(2);
    for (const caller of [collaborator(), env.anon]) {
      expect((await caller.from('delivery_receipts').select('id')).data).toEqual([]);
    }
  });
});

describe('append-only', () => {
  it('nobody updates or deletes a receipt through the API, not even an admin', async () => {
    for (const caller of [admin(), clientA()]) {
      const update = await caller
        .from('delivery_receipts')
        .update({ company_name: 'Otra' })
        .eq('id', companyA.receiptId)
        .select('id');
      expect(update.error?.code).toBe('42501');
      const remove = await caller
        .from('delivery_receipts')
        .delete()
        .eq('id', companyA.receiptId)
        .select('id');
      expect(remove.error?.code).toBe('42501');
    }
    const insert = await admin()
      .from('delivery_receipts')
      .insert({
        code: 'AAAA-BBBB-CCCC',
        company_id: COMPANY.A,
        company_name: 'Falsa',
        month: thisMonth(),
        issued_at: new Date().toISOString(),
        entries: [{ sha256: 'x' }],
        fingerprint: 'a'.repeat(64),
      })
      .select('id');
    expect(insert.error?.code).toBe('42501');
  });

  it('even the service role cannot change or remove one', async () => {
    const update = await env.service
      .from('delivery_receipts')
      .update({ fingerprint: 'b'.repeat(64) })
      .eq('id', companyA.receiptId);
    expect(update.error?.message).toBe(UNCHANGEABLE);
    const remove = await env.service.from('delivery_receipts').delete().eq('id', companyA.receiptId);
    expect(remove.error?.message).toBe(UNCHANGEABLE);
    const { data } = await env.service
      .from('delivery_receipts')
      .select('id, fingerprint')
      .eq('id', companyA.receiptId)
      .single();
    expect(data!.fingerprint).not.toBe('b'.repeat(64));
  });
});

describe('verify_delivery_receipt', () => {
  it('gives anyone, signed out too, only the company, month, issue time and fingerprints', async () => {
    const company = await newCompany();
    const doc = await publish(company.id);
    const receipt = await issue(company.id);
    for (const caller of [env.anon, clientB(), collaborator()]) {
      const { data, error } = await caller.rpc('verify_delivery_receipt', {
        p_code: ` ${receipt.code.toLowerCase()} `,
      });
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(Object.keys(data![0]).sort()).toEqual([
        'company_name',
        'file_fingerprints',
        'fingerprint',
        'issued_at',
        'month',
      ]);
      expect(data![0]).toMatchObject({
        company_name: company.name,
        month: thisMonth(),
        file_fingerprints: [doc.sha256],
        fingerprint: receipt.fingerprint,
      });
      expect(Date.parse(data![0].issued_at)).toBe(Date.parse(receipt.issued_at));
      // No title, file name, person or id anywhere in the answer.
      const text = JSON.stringify(data);
      for (const secret of [doc.name, doc.id, receipt.id, company.id, PROFILE.admin]) {
        expect(text).not.toContain(secret);
      }
      // The receipt's fingerprint is recomputable from what verification shows.
      expect(await receiptFingerprint(data![0])).toBe(receipt.fingerprint);
    }
  });

  it('answers no row for an unknown code', async () => {
    const { data, error } = await env.anon.rpc('verify_delivery_receipt', { p_code: '0000-0000-0000' });
    expect({ data, error }).toEqual({ data: [], error: null });
  });
});
