// The RPC side of the permission matrix, generated from FUNCTIONS in expectations.ts: every function that
// exposes or changes data x every kind of caller. Each function has one probe that calls it as the caller
// on its target company and checks the outcome against what the service role sees (the ground truth);
// a probe creates the rows it changes and removes them afterwards, so any order passes.
import { describe, expect, it, onTestFinished } from 'vitest';

import { COMPANY, PROFILE, untyped, type IntegrationEnv } from '../helpers';
import {
  CALLERS,
  FUNCTIONS,
  type Caller,
  type CallerName,
  type CallOutcome,
  type FunctionName,
} from './expectations';
import { MATRIX_LAB, receiptMonth } from './rows';

let env: IntegrationEnv;
let serial = 0;

const clientOf = (caller: Caller) => untyped(caller.uid === null ? env.anon : env.as(caller.uid));

/** A refused call: 42501 and no answer. */
const refused = (res: { error: { code?: string } | null; data: unknown }) =>
  expect({ code: res.error?.code, data: res.data }).toEqual({ code: '42501', data: null });

/** The companies a type is listed for, as the service role reads them. */
async function listedFor(typeId: string): Promise<string[]> {
  const { data, error } = await env.service
    .from('document_type_companies')
    .select('company_id')
    .eq('document_type_id', typeId)
    .order('company_id');
  if (error) throw new Error(error.message);
  return data.map((row) => row.company_id);
}

/** Invoices the 'Estado de la Cuenta' card counts as to pay on `today` (the function's rule). */
const isOpen = (row: { status: string; due_date: string | null }, today: string) => {
  const status = row.status.toLowerCase();
  return (
    (status === 'pendiente' || status === 'vencida' || (row.due_date !== null && row.due_date < today)) &&
    status !== 'pagada' &&
    status !== 'cancelada'
  );
};

/** Reads the invoice a probe pays, as the service role sees it. */
async function paidState(invoiceId: string) {
  const invoice = await env.service.from('invoices').select('paid_on, status').eq('id', invoiceId).single();
  const payments = await env.service
    .from('invoice_payments')
    .select('amount_paid')
    .eq('invoice_id', invoiceId);
  if (invoice.error || payments.error) throw new Error('paid state: query failed');
  return { ...invoice.data, payments: payments.data.map((p) => Number(p.amount_paid)) };
}

const PROBES: Record<FunctionName, (caller: Caller, outcome: CallOutcome) => Promise<void>> = {
  async set_document_type_companies(caller, outcome) {
    // A type of its own listed for A and B, so no other test sees its rows change.
    const id = crypto.randomUUID();
    const type = await env.service.from('document_types').insert({
      id,
      code: `matriz_rpc_${process.pid}_${(serial += 1)}`,
      name: 'Tipo de la matriz (RPC)',
      periodicity: 'on_change',
      applies_to_all: false,
    });
    expect(type.error).toBeNull();
    onTestFinished(async () => {
      await env.service.from('document_types').delete().eq('id', id);
    });
    const both = [COMPANY.A, COMPANY.B].sort();
    expect(
      (
        await env.service
          .from('document_type_companies')
          .insert(both.map((company_id) => ({ document_type_id: id, company_id })))
      ).error,
    ).toBeNull();

    const c = clientOf(caller);
    // Keeps the target and adds C (a delete and an insert), then clears the list (a delete alone).
    const calls = [[caller.target, COMPANY.C], []];
    for (const companies of calls) {
      const res = await c.rpc('set_document_type_companies', { p_type_id: id, p_company_ids: companies });
      if (outcome === 'allowed') {
        expect(res.error).toBeNull();
        expect(await listedFor(id)).toEqual([...companies].sort());
      } else {
        refused(res);
        expect(await listedFor(id)).toEqual(both);
      }
    }
  },

  async open_invoice_totals(caller, outcome) {
    const today = new Date().toISOString().slice(0, 10);
    const { data, error } = await env.service
      .from('invoices')
      .select('amount, currency, status, due_date')
      .eq('company_id', caller.target);
    if (error) throw new Error(error.message);
    const cents = new Map<string, number>();
    for (const row of data.filter((r) => isOpen(r, today))) {
      cents.set(row.currency, (cents.get(row.currency) ?? 0) + Math.round(Number(row.amount) * 100));
    }
    const expected = [...cents]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, total]) => ({ currency, total: total / 100 }));
    // The seed gives A and B open invoices: an empty expectation would prove nothing.
    expect(expected.length).toBeGreaterThan(0);

    const res = await clientOf(caller).rpc('open_invoice_totals', {
      p_company_id: caller.target,
      p_today: today,
    });
    expect(res.error).toBeNull();
    expect(res.data).toEqual(outcome === 'rows' ? expected : []);
  },

  async invoice_totals(caller, outcome) {
    const { data, error } = await env.service
      .from('invoices')
      .select('amount, status, currency')
      .eq('company_id', caller.target);
    if (error) throw new Error(error.message);
    const currencies = [...new Set(data.map((r) => r.currency))].sort();
    const expected = currencies
      .map((currency) => {
        const sum = (status: string) => {
          const rows = data.filter((r) => r.currency === currency && r.status.toLowerCase() === status);
          const cents = rows.reduce((total, r) => total + Math.round(Number(r.amount) * 100), 0);
          return [cents / 100, rows.length] as const;
        };
        const [pending, pendingCount] = sum('pendiente');
        const [overdue, overdueCount] = sum('vencida');
        return { currency, pending, overdue, pending_count: pendingCount, overdue_count: overdueCount };
      })
      .filter((t) => t.pending_count + t.overdue_count > 0);
    // The seed gives A and B pending and overdue invoices: nothing would prove nothing.
    expect(expected.some((t) => t.pending_count * t.overdue_count > 0)).toBe(true);

    const res = await clientOf(caller).rpc('invoice_totals', { p_company_id: caller.target });
    expect(res.error).toBeNull();
    expect(res.data).toEqual(outcome === 'rows' ? expected : []);
  },

  async resend_notification_email(caller, outcome) {
    // A failed e-mail of its own (the target company plays no part: e-mails are a person's).
    const sent = await env.service
      .from('notification_emails')
      .insert({
        profile_id: PROFILE.colaborador,
        email: 'colaborador@portal.demo',
        mode: 'immediate',
        status: 'failed',
        attempts: 5,
        last_error: '550 matriz',
      })
      .select('id')
      .single();
    expect(sent.error).toBeNull();
    const id = sent.data!.id;
    onTestFinished(async () => {
      await env.service.from('notification_emails').delete().or(`id.eq.${id},resend_of.eq.${id}`);
    });
    const res = await clientOf(caller).rpc('resend_notification_email', { p_email_id: id });
    const resends = await env.service.from('notification_emails').select('id, status').eq('resend_of', id);
    if (outcome === 'allowed') {
      expect(res.error).toBeNull();
      expect(resends.data).toEqual([{ id: res.data, status: 'retrying' }]);
    } else {
      refused(res);
      expect(resends.data).toEqual([]);
    }
  },

  record_payment_complement: recordPaymentProbe,
  remove_payment_complement: removePaymentProbe,

  async record_lab_result_access(caller, outcome) {
    // The target's matrix request (full mode: released); another company's, or no client, is refused.
    const requestId = MATRIX_LAB.request[caller.target as keyof (typeof MATRIX_LAB)['request']];
    const entries = async () =>
      (await env.service.from('lab_result_accesses').select('id').eq('laboratory_request_id', requestId)).data
        ?.length ?? 0;
    const before = await entries();
    const res = await clientOf(caller).rpc('record_lab_result_access', {
      p_laboratory_request_id: requestId,
    });
    if (outcome === 'allowed') {
      expect(res.error).toBeNull();
      expect(res.data).toBe(`storage://lab-results/${caller.target}/matriz.pdf`);
      expect(await entries()).toBe(before + 1);
    } else {
      // Another company's result is not found for the caller (P0002); anyone else is not a recipient.
      expect({ code: res.error?.code, data: res.data }).toEqual({
        code: caller.company !== null && caller.company !== caller.target ? 'P0002' : '42501',
        data: null,
      });
      expect(await entries()).toBe(before);
    }
  },

  async issue_delivery_receipt(caller, outcome) {
    const receipts = () =>
      env.service.from('delivery_receipts').select('id, issued_by').eq('company_id', caller.target);
    const before = (await receipts()).data!.map((r) => r.id);
    const res = await clientOf(caller).rpc('issue_delivery_receipt', {
      p_company_id: caller.target,
      p_month: receiptMonth(),
    });
    const after = (await receipts()).data!;
    if (outcome === 'allowed') {
      expect(res.error).toBeNull();
      expect(after.filter((r) => !before.includes(r.id))).toEqual([
        { id: (res.data as { id: string }).id, issued_by: caller.profile },
      ]);
    } else {
      refused(res);
      expect(after.map((r) => r.id)).toEqual(before);
    }
  },

  async verify_delivery_receipt(caller, outcome) {
    const { data, error } = await env.service
      .from('delivery_receipts')
      .select('code, company_name, month, issued_at, entries, fingerprint')
      .eq('company_id', caller.target)
      .limit(1)
      .single();
    if (error) throw new Error(error.message);
    const res = await clientOf(caller).rpc('verify_delivery_receipt', { p_code: data.code });
    expect(res.error).toBeNull();
    const expected = {
      company_name: data.company_name,
      month: data.month,
      issued_at: data.issued_at,
      file_fingerprints: (data.entries as { sha256: string | null }[]).map((e) => e.sha256),
      fingerprint: data.fingerprint,
    };
    expect(res.data).toEqual(outcome === 'rows' ? [expected] : []);
  },
};

/** An invoice of 500 of the company with its folio fiscal, and the id of the complement a probe records or
 * removes for it; both are removed after the test. */
async function invoiceToPay(company: string, prefix: string) {
  const cfdi = crypto.randomUUID().toUpperCase();
  const invoice = await env.service
    .from('invoices')
    .insert({
      company_id: company,
      invoice_number: `${prefix}-${process.pid}-${(serial += 1)}`,
      cfdi_uuid: cfdi,
      issue_date: '2026-01-15',
      amount: 500,
    })
    .select('id')
    .single();
  expect(invoice.error).toBeNull();
  const invoiceId = invoice.data!.id;
  const complementId = crypto.randomUUID();
  onTestFinished(async () => {
    await env.service.from('payment_complements').delete().eq('id', complementId);
    await env.service.from('invoices').delete().eq('id', invoiceId);
  });
  return { cfdi, invoiceId, complementId };
}

/** An invoice of the target paid off by one complement (rows written as the service role). */
async function paidByComplement(company: string) {
  const { invoiceId, complementId } = await invoiceToPay(company, 'MATRIZ-RM');
  const complement = await env.service.from('payment_complements').insert({
    id: complementId,
    company_id: company,
    rep_uuid: crypto.randomUUID().toUpperCase(),
    issuer_rfc: 'SPR190101AB1',
    receiver_rfc: 'XAXX010101000',
    xml_url: `storage://invoices/${company}/rep-matriz.xml`,
  });
  const payment = await env.service.from('invoice_payments').insert({
    complement_id: complementId,
    invoice_id: invoiceId,
    company_id: company,
    paid_on: '2026-02-10',
    currency: 'MXN',
    installment: 1,
    previous_balance: 500,
    amount_paid: 500,
    remaining: 0,
  });
  const paid = await env.service
    .from('invoices')
    .update({ paid_on: '2026-02-10', status: 'pagada' })
    .eq('id', invoiceId);
  expect(complement.error ?? payment.error ?? paid.error).toBeNull();
  return { invoiceId, complementId };
}

async function removePaymentProbe(caller: Caller, outcome: CallOutcome) {
  const { invoiceId, complementId } = await paidByComplement(caller.target);
  const res = await clientOf(caller).rpc('remove_payment_complement', { p_id: complementId });
  const left = await env.service.from('payment_complements').select('id').eq('id', complementId);
  if (outcome === 'allowed') {
    expect(res.error).toBeNull();
    expect(left.data).toEqual([]);
    expect(await paidState(invoiceId)).toEqual({ paid_on: null, status: 'pendiente', payments: [] });
  } else {
    refused(res);
    expect(left.data).toHaveLength(1);
    expect(await paidState(invoiceId)).toEqual({ paid_on: '2026-02-10', status: 'pagada', payments: [500] });
  }
}

async function recordPaymentProbe(caller: Caller, outcome: CallOutcome) {
  const company = await env.service.from('companies').select('rfc').eq('id', caller.target).single();
  expect(company.error).toBeNull();
  const { cfdi, invoiceId, complementId } = await invoiceToPay(caller.target, 'MATRIZ-RPC');
  const res = await clientOf(caller).rpc('record_payment_complement', {
    p_id: complementId,
    p_company_id: caller.target,
    p_rep_uuid: crypto.randomUUID().toUpperCase(),
    p_issuer_rfc: 'SPR190101AB1',
    p_receiver_rfc: company.data!.rfc,
    p_xml_url: `storage://invoices/${caller.target}/rep-matriz.xml`,
    p_payments: [
      {
        invoice_uuid: cfdi,
        paid_on: '2026-02-10',
        currency: 'MXN',
        installment: 1,
        previous_balance: 500,
        amount_paid: 500,
        remaining: 0,
      },
    ],
  });
  if (outcome === 'allowed') {
    expect(res.error).toBeNull();
    expect(await paidState(invoiceId)).toEqual({ paid_on: '2026-02-10', status: 'pagada', payments: [500] });
  } else {
    refused(res);
    expect(await paidState(invoiceId)).toEqual({ paid_on: null, status: 'pendiente', payments: [] });
  }
}

const cells = (Object.keys(FUNCTIONS) as FunctionName[]).flatMap((fn) =>
  (Object.keys(CALLERS) as CallerName[]).map((who) => ({
    fn,
    who,
    caller: CALLERS[who] as Caller,
    outcome: FUNCTIONS[fn][who] as CallOutcome,
  })),
);

/** One test per function and caller; `use` hands over the file's gateway. */
export function functionCalls(use: IntegrationEnv): void {
  env = use;
  describe.each(cells)('rpc $fn as $who', ({ fn, caller, outcome }) => {
    it(`is ${outcome}`, () => PROBES[fn](caller, outcome));
  });
}
