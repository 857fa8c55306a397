// record_payment_complement through supabase-js and the gateway: a payment complement and its payments are
// recorded in one go, each invoice gets its payment date and, once nothing remains, the 'pagada' status;
// a complement that does not fit (recorded before, stale balances, another company's RFC or invoices,
// paying more than owed) is refused with a Spanish message and leaves nothing behind; RLS decides who
// reads the rows. Each test makes its own invoices (and company) and removes them.
import { describe, expect, it, onTestFinished } from 'vitest';

import { paymentRefusalText } from '../../src/features/billing/utils/payment-complement-messages';

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

    // The next installment, but starting from the total again: the first payment is already recorded.
    const staleRep = newUuid();
    const stale = await record([{ ...payment, installment: 2 }], { rep: staleRep });
    expect(stale.error?.code).toBe('22023');
    expect(stale.error?.message).toMatch(
      /^El saldo anterior de la factura REP-.* \(1,000\.00 MXN\) no es el saldo registrado \(600\.00 MXN\)/,
    );
    // The browser words it from the numbers in the detail, in the portal's money format.
    expect(paymentRefusalText(stale.error)).toMatch(
      /^El saldo anterior de la factura REP-.* \(\$1,000\.00 MXN\) no es el saldo registrado \(\$600\.00 MXN\); sube primero/,
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
          /^El complemento paga 600\.00 MXN de la factura REP-.*, más que su saldo de 500\.00 MXN\.$/,
        ),
      },
    ];
    for (const { res, message } of cases) expect(res.error).toMatchObject({ code: '22023', message });
    expect(paymentRefusalText(cases[2].res.error)).toMatch(
      /^El complemento paga \$600\.00 MXN de la factura REP-.*, más que su saldo de \$500\.00 MXN\.$/,
    );
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

/** Two installments of one invoice of 1000, each by its own complement: 400 in February, 600 in March. */
async function paidInTwo() {
  const invoice = await invoiceOfA(1000);
  const ids = { first: crypto.randomUUID(), second: crypto.randomUUID() };
  const reps = { first: newUuid(), second: newUuid() };
  const first = await record(
    [
      {
        invoice_uuid: invoice.cfdi,
        paid_on: '2026-02-05',
        installment: 1,
        previous_balance: 1000,
        amount_paid: 400,
        remaining: 600,
      },
    ],
    { id: ids.first, rep: reps.first },
  );
  const second = await record(
    [
      {
        invoice_uuid: invoice.cfdi,
        paid_on: '2026-03-12',
        installment: 2,
        previous_balance: 600,
        amount_paid: 600,
        remaining: 0,
      },
    ],
    { id: ids.second, rep: reps.second },
  );
  expect(first.error).toBeNull();
  expect(second.error).toBeNull();
  return { ...invoice, ids, reps };
}

const remove = (id: string, uid: string = DEMO.admin.uid) =>
  env.as(uid).rpc('remove_payment_complement', { p_id: id });

describe('record_payment_complement and installments', () => {
  it('refuses an installment already recorded for the invoice, by another complement or twice in one', async () => {
    const { id, cfdi, reps } = await paidInTwo();
    const again = await record([
      {
        invoice_uuid: cfdi,
        paid_on: '2026-04-01',
        installment: 2,
        previous_balance: 0,
        amount_paid: 1,
        remaining: 0,
      },
    ]);
    expect(again.error).toMatchObject({
      code: '22023',
      message: expect.stringMatching(
        new RegExp(
          `^La parcialidad 2 de la factura REP-.* ya se registró con el complemento ${reps.second}\\.$`,
        ),
      ),
    });
    expect(paymentRefusalText(again.error)).toMatch(
      new RegExp(
        `^La parcialidad 2 de la factura REP-.* ya se registró con el complemento ${reps.second}\\.$`,
      ),
    );

    const other = await invoiceOfA(300);
    const twice = await record([
      {
        invoice_uuid: other.cfdi,
        paid_on: '2026-02-05',
        installment: 1,
        previous_balance: 300,
        amount_paid: 100,
        remaining: 200,
      },
      {
        invoice_uuid: other.cfdi,
        paid_on: '2026-02-06',
        installment: 1,
        previous_balance: 200,
        amount_paid: 100,
        remaining: 100,
      },
    ]);
    expect(twice.error?.code).toBe('22023');
    expect(paymentRefusalText(twice.error)).toMatch(
      /^El complemento trae dos veces la parcialidad 1 de la factura REP-.*\.$/,
    );
    expect((await invoiceState(id)).payments).toHaveLength(2);
    expect(await invoiceState(other.id)).toEqual({ paid_on: null, status: 'pendiente', payments: [] });
  });
});

describe('an invoice paid through complements', () => {
  it('refuses a payment date or the paid status set by hand, and takes any other edit', async () => {
    const { id } = await paidInTwo();
    const admin = env.as(DEMO.admin.uid);
    const byHand = [
      { paid_on: '2026-03-20' },
      { paid_on: null },
      { status: 'pendiente' },
      { status: 'pendiente', paid_on: null },
    ];
    for (const change of byHand) {
      const res = await admin.from('invoices').update(change).eq('id', id);
      expect(res.error).toMatchObject({ code: '23514' });
      expect(paymentRefusalText(res.error)).toMatch(
        /^La fecha de pago y el estado «Pagada» de la factura REP-.* se toman de sus complementos de pago/,
      );
    }
    // Rewriting the same values (the edit form sends them back) and other fields pass.
    const edit = await admin
      .from('invoices')
      .update({ paid_on: '2026-03-12', status: 'pagada', due_date: '2026-02-28' })
      .eq('id', id);
    expect(edit.error).toBeNull();
    expect((await invoiceState(id)).paid_on).toBe('2026-03-12');
  });

  it('takes a payment date by hand on an invoice without recorded payments', async () => {
    const { id } = await invoiceOfA(100);
    const res = await env
      .as(DEMO.admin.uid)
      .from('invoices')
      .update({ paid_on: '2026-02-01', status: 'pagada' })
      .eq('id', id);
    expect(res.error).toBeNull();
  });
});

describe('remove_payment_complement', () => {
  it('removes the newest complement: its payments go, and the invoice is back to its balance and date', async () => {
    const { id, ids } = await paidInTwo();
    const res = await remove(ids.second);
    expect(res.error).toBeNull();
    expect(res.data).toMatch(/^storage:\/\/invoices\/.*\/rep-test-/);
    expect(await invoiceState(id)).toEqual({
      paid_on: '2026-02-05',
      status: 'pendiente',
      payments: [
        { paid_on: '2026-02-05', installment: 1, previous_balance: 1000, amount_paid: 400, remaining: 600 },
      ],
    });
    const gone = await env.service.from('payment_complements').select('id').eq('id', ids.second);
    expect(gone.data).toEqual([]);

    // Then the first: no payment left, no payment date; the installment can be recorded again.
    expect((await remove(ids.first)).error).toBeNull();
    expect(await invoiceState(id)).toEqual({ paid_on: null, status: 'pendiente', payments: [] });
  });

  it('refuses removing a complement while a later one paid the same invoice, changing nothing', async () => {
    const { id, ids, reps } = await paidInTwo();
    const before = await invoiceState(id);
    const res = await remove(ids.first);
    expect(res.error).toMatchObject({ code: '23514' });
    expect(paymentRefusalText(res.error)).toMatch(
      new RegExp(
        `^No se puede eliminar el complemento ${reps.first}: la factura REP-.* tiene un complemento posterior \\(${reps.second}\\)\\. Elimina primero el más reciente\\.$`,
      ),
    );
    expect(await invoiceState(id)).toEqual(before);
    expect(await complementsWithRep(reps.first)).toBe(1);
  });

  it('is for active admins only: clients and collaborators are refused and nothing changes', async () => {
    const { id, ids, reps } = await paidInTwo();
    const before = await invoiceState(id);
    for (const uid of [DEMO.clienteA.uid, DEMO.colaboradorA.uid, DEMO.adminInactivo.uid]) {
      const res = await remove(ids.second, uid);
      expect(res.error?.code).toBe('42501');
    }
    const anon = await env.anon.rpc('remove_payment_complement', { p_id: ids.second });
    expect(anon.error?.code).toBe('42501');
    expect(await invoiceState(id)).toEqual(before);
    expect(await complementsWithRep(reps.second)).toBe(1);
  });

  it('says a complement removed before no longer exists', async () => {
    const res = await remove(crypto.randomUUID());
    expect(res.error).toMatchObject({ code: 'P0002', message: 'El complemento de pago ya no existe.' });
  });
});
