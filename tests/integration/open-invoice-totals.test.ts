// open_invoice_totals through supabase-js and the gateway: the total of a company's invoices to pay, per
// currency, added up by the database ('Estado de la Cuenta'). Which invoices count, exact sums, and RLS
// deciding whose invoices are added. Who gets what for the seeded companies is in the permission matrix
// (FUNCTIONS). Each test creates its own company and invoices and removes them.
import { describe, expect, it, onTestFinished } from 'vitest';

import { COMPANY, DEMO, usePortalGateway } from './helpers';

const env = usePortalGateway();

const TODAY = '2026-06-15';
let serial = 0;

/** A company of its own with these invoices (number, status, due date, amount, currency). */
async function companyWith(
  invoices: { status: string; due: string | null; amount: number; currency?: string }[],
): Promise<string> {
  const id = crypto.randomUUID();
  const company = await env.service
    .from('companies')
    .insert({ id, name: `Totales ${process.pid} ${(serial += 1)}` });
  expect(company.error).toBeNull();
  onTestFinished(async () => {
    await env.service.from('companies').delete().eq('id', id);
  });
  const rows = invoices.map((inv, i) => ({
    company_id: id,
    invoice_number: `T-${i + 1}`,
    issue_date: '2026-01-01',
    due_date: inv.due,
    amount: inv.amount,
    currency: inv.currency ?? 'MXN',
    status: inv.status,
  }));
  expect((await env.service.from('invoices').insert(rows)).error).toBeNull();
  return id;
}

const totalsAs = (uid: string, companyId: string, today = TODAY) =>
  env.as(uid).rpc('open_invoice_totals', { p_company_id: companyId, p_today: today });

describe('open_invoice_totals', () => {
  it('adds pending, overdue and past-due invoices per currency, never paid or cancelled ones', async () => {
    const id = await companyWith([
      { status: 'pendiente', due: '2026-07-01', amount: 0.1 },
      { status: 'Vencida', due: '2026-07-01', amount: 0.2 },
      // Past its due date and not paid: to pay, whatever its status says.
      { status: 'en_aclaracion', due: '2026-06-14', amount: 1000 },
      // Due today or later with another status: not yet.
      { status: 'en_aclaracion', due: TODAY, amount: 7 },
      { status: 'emitida', due: null, amount: 9 },
      { status: 'Pagada', due: '2026-01-31', amount: 500 },
      { status: 'CANCELADA', due: '2026-01-31', amount: 600 },
      { status: 'PENDIENTE', due: null, amount: 12.5, currency: 'USD' },
    ]);
    const res = await totalsAs(DEMO.admin.uid, id);
    expect(res.error).toBeNull();
    // Numeric sums: 0.1 + 0.2 is exactly 0.30, not 0.30000000000000004.
    expect(res.data).toEqual([
      { currency: 'MXN', total: 1000.3 },
      { currency: 'USD', total: 12.5 },
    ]);
  });

  it("follows the caller's day: a day later, an invoice due today is past due", async () => {
    const id = await companyWith([{ status: 'emitida', due: TODAY, amount: 7 }]);
    expect((await totalsAs(DEMO.admin.uid, id)).data).toEqual([]);
    expect((await totalsAs(DEMO.admin.uid, id, '2026-06-16')).data).toEqual([{ currency: 'MXN', total: 7 }]);
  });

  it("adds only the invoices the caller reads: a client gets nothing for another company's id", async () => {
    const id = await companyWith([{ status: 'pendiente', due: null, amount: 100 }]);
    const mine = await totalsAs(DEMO.clienteA.uid, COMPANY.A);
    expect(mine.error).toBeNull();
    expect(mine.data?.length).toBeGreaterThan(0);
    expect(await totalsAs(DEMO.clienteA.uid, id)).toMatchObject({ error: null, data: [] });
    expect(await totalsAs(DEMO.clienteA.uid, COMPANY.B)).toMatchObject({ error: null, data: [] });
    const anonymous = await env.anon.rpc('open_invoice_totals', { p_company_id: id, p_today: TODAY });
    expect(anonymous).toMatchObject({ error: null, data: [] });
  });
});
