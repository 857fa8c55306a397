// record_payment_complement through supabase-js and the gateway: a payment complement and its payments are
// recorded in one go, each invoice gets its payment date and, once nothing remains, the 'pagada' status;
// a complement that does not fit (recorded before, stale balances, another company's RFC or invoices,
// paying more than owed) is refused with a Spanish message and leaves nothing behind; RLS decides who
// reads the rows. Each test makes its own invoices (and company) and removes them.
import { describe, expect, it, onTestFinished } from 'vitest';

import { COMPANY, DEMO, usePortalGateway } from './helpers';

const env = usePortalGateway();
const COMPANY_A_RFC = 'CAL010101AB1';
let serial = 0;

const newUuid = () => crypto.randomUUID().toUpperCase();

/** An invoice of company A with a folio fiscal, removed after the test. */
async function invoiceOfA(amount: number, currency = 'MXN') {
  const cfdi = newUuid();
  const res = await env.service
    .from('invoices')
    .insert({
      company_id: COMPANY.A,
      invoice_number: `REP-${process.pid}-${(serial += 1)}`,
      cfdi_uuid: cfdi,
      issue_date: '2026-01-10',
      amount,
      currency,
    })
    .select('id')
    .single();
  expect(res.error).toBeNull();
  const id = res.data!.id;
  onTestFinished(async () => {
    await env.service
      .from('payment_complements')
      .delete()
      .eq('company_id', COMPANY.A)
      .like('xml_url', '%/rep-test-%');
    await env.service.from('invoices').delete().eq('id', id);
  });
  return { id, cfdi };
}

interface PaymentArg {
  invoice_uuid: string;
  paid_on: string;
  currency?: string;
  installment: number;
  previous_balance: number;
  amount_paid: number;
  remaining: number;
}

const record = (
  payments: PaymentArg[],
  opts: { id?: string; rep?: string; rfc?: string; company?: string; uid?: string } = {},
) =>
  env.as(opts.uid ?? DEMO.admin.uid).rpc('record_payment_complement', {
    p_id: opts.id ?? crypto.randomUUID(),
    p_company_id: opts.company ?? COMPANY.A,
    p_rep_uuid: opts.rep ?? newUuid(),
    p_issuer_rfc: 'SPR190101AB1',
    p_receiver_rfc: opts.rfc ?? COMPANY_A_RFC,
    p_xml_url: `storage://invoices/${opts.company ?? COMPANY.A}/rep-test-${(serial += 1)}.xml`,
    p_payments: payments.map((p) => ({ currency: 'MXN', method: '03', ...p })),
  });

async function invoiceState(id: string) {
  const invoice = await env.service.from('invoices').select('paid_on, status').eq('id', id).single();
  const payments = await env.service
    .from('invoice_payments')
    .select('paid_on, installment, previous_balance, amount_paid, remaining')
    .eq('invoice_id', id)
    .order('installment');
  expect(invoice.error).toBeNull();
  expect(payments.error).toBeNull();
  return { ...invoice.data!, payments: payments.data! };
}

const complementsWithRep = async (rep: string) => {
  const { data, error } = await env.service.from('payment_complements').select('id').eq('rep_uuid', rep);
  expect(error).toBeNull();
  return data!.length;
};

describe('record_payment_complement', () => {
  it('records payments in parts: the payment date follows the latest, paid once nothing remains', async () => {
    const { id, cfdi } = await invoiceOfA(1000);
    const first = await record([
      {
        invoice_uuid: cfdi.toLowerCase(),
        paid_on: '2026-02-05',
        installment: 1,
        previous_balance: 1000,
        amount_paid: 400,
        remaining: 600,
      },
    ]);
    expect(first.error).toBeNull();
    expect(await invoiceState(id)).toMatchObject({ paid_on: '2026-02-05', status: 'pendiente' });

    const second = await record([
      {
        invoice_uuid: cfdi,
        paid_on: '2026-03-12',
        installment: 2,
        previous_balance: 600,
        amount_paid: 600,
        remaining: 0,
      },
    ]);
    expect(second.error).toBeNull();
    expect(await invoiceState(id)).toEqual({
      paid_on: '2026-03-12',
      status: 'pagada',
      payments: [
        { paid_on: '2026-02-05', installment: 1, previous_balance: 1000, amount_paid: 400, remaining: 600 },
        { paid_on: '2026-03-12', installment: 2, previous_balance: 600, amount_paid: 600, remaining: 0 },
      ],
    });
  });

  it('is once per submission: a retry with the same id changes nothing', async () => {
    const { id, cfdi } = await invoiceOfA(300);
    const submission = { id: crypto.randomUUID(), rep: newUuid() };
    const payment = {
      invoice_uuid: cfdi,
      paid_on: '2026-02-05',
      installment: 1,
      previous_balance: 300,
      amount_paid: 100,
      remaining: 200,
    };
    expect((await record([payment], submission)).error).toBeNull();
    const retry = await record([payment], submission);
    expect(retry).toMatchObject({ error: null, data: submission.id });
    expect((await invoiceState(id)).payments).toHaveLength(1);
  });

  it('refuses a complement recorded before, and a stale one, leaving nothing half-saved', async () => {
    const { id, cfdi } = await invoiceOfA(1000);
    const rep = newUuid();
    const payment = {
      invoice_uuid: cfdi,
      paid_on: '2026-02-05',
      installment: 1,
      previous_balance: 1000,
      amount_paid: 400,
      remaining: 600,
    };
    expect((await record([payment], { rep })).error).toBeNull();

    const again = await record([payment], { rep: rep.toLowerCase() });
    expect(again.error).toMatchObject({
      code: '23505',
      message: `El complemento de pago ${rep} ya se registró.`,
    });
    expect(await complementsWithRep(rep)).toBe(1);

    // Another complement that starts from the total again: the first payment is already recorded.
    const staleRep = newUuid();
    const stale = await record([payment], { rep: staleRep });
    expect(stale.error?.code).toBe('22023');
    expect(stale.error?.message).toMatch(
      /^El saldo anterior de la factura REP-.* \(1,000\.00\) no es el saldo registrado \(600\.00\)/,
    );
    expect(await complementsWithRep(staleRep)).toBe(0);
    expect((await invoiceState(id)).payments).toHaveLength(1);
  });

  it('refuses another RFC, unknown invoices and paying more than owed, recording none of it', async () => {
    const good = await invoiceOfA(500);
    const other = await env.service
      .from('invoices')
      .select('cfdi_uuid')
      .eq('company_id', COMPANY.B)
      .not('cfdi_uuid', 'is', null)
      .limit(1)
      .single();
    expect(other.error).toBeNull();
    const pay = (invoice_uuid: string, amount_paid = 100): PaymentArg => ({
      invoice_uuid,
      paid_on: '2026-02-05',
      installment: 1,
      previous_balance: 500,
      amount_paid,
      remaining: Math.max(500 - amount_paid, 0),
    });
    const cases = [
      {
        res: await record([pay(good.cfdi)], { rfc: 'SBI020202CD2' }),
        message: 'El complemento es para el RFC SBI020202CD2, no para CAL010101AB1.',
      },
      {
        // The first payment fits; the second (company B's invoice) undoes it.
        res: await record([pay(good.cfdi), pay(other.data!.cfdi_uuid!)]),
        message: `El complemento paga una factura que no es de esta empresa: ${other.data!.cfdi_uuid}.`,
      },
      {
        res: await record([pay(good.cfdi, 600)]),
        message: expect.stringMatching(
          /^El complemento paga 600\.00 de la factura REP-.*, más que su saldo de 500\.00\.$/,
        ),
      },
    ];
    for (const { res, message } of cases) expect(res.error).toMatchObject({ code: '22023', message });
    expect(await invoiceState(good.id)).toEqual({ paid_on: null, status: 'pendiente', payments: [] });
  });

  it('is for active admins only', async () => {
    const { id, cfdi } = await invoiceOfA(100);
    const payment = {
      invoice_uuid: cfdi,
      paid_on: '2026-02-05',
      installment: 1,
      previous_balance: 100,
      amount_paid: 100,
      remaining: 0,
    };
    for (const uid of [DEMO.clienteA.uid, DEMO.adminInactivo.uid]) {
      const res = await record([payment], { uid });
      expect(res.error?.code).toBe('42501');
    }
    expect(await invoiceState(id)).toEqual({ paid_on: null, status: 'pendiente', payments: [] });
  });

  it("shows the rows to the company's active clients and to nobody else", async () => {
    const { id, cfdi } = await invoiceOfA(100);
    const complementId = crypto.randomUUID();
    const res = await record(
      [
        {
          invoice_uuid: cfdi,
          paid_on: '2026-02-05',
          installment: 1,
          previous_balance: 100,
          amount_paid: 100,
          remaining: 0,
        },
      ],
      { id: complementId },
    );
    expect(res.error).toBeNull();
    const readAs = async (client: ReturnType<typeof env.as>) => {
      const complements = await client.from('payment_complements').select('id').eq('id', complementId);
      const payments = await client.from('invoice_payments').select('id').eq('invoice_id', id);
      return { complements: complements.data?.length, payments: payments.data?.length };
    };
    expect(await readAs(env.as(DEMO.clienteA.uid))).toEqual({ complements: 1, payments: 1 });
    // As the invoice lists read them: the payments embedded in the invoice, each with its complement.
    const listed = await env
      .as(DEMO.clienteA.uid)
      .from('invoices')
      .select(
        'id, payments:invoice_payments(paid_on, amount_paid, remaining, complement:payment_complements(id, xml_url))',
      )
      .eq('id', id)
      .single();
    expect(listed.error).toBeNull();
    expect(listed.data!.payments).toEqual([
      {
        paid_on: '2026-02-05',
        amount_paid: 100,
        remaining: 0,
        complement: { id: complementId, xml_url: expect.stringMatching(/^storage:\/\/invoices\//) },
      },
    ]);
    for (const client of [env.as(DEMO.clienteB.uid), env.as(DEMO.colaboradorA.uid), env.anon])
      expect(await readAs(client)).toEqual({ complements: 0, payments: 0 });
  });
});
