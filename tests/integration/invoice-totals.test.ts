// invoice_totals() through supabase-js and the gateway: Facturación's balance cards must add up exactly
// the invoices the list shows. For several filter combinations, the function's answer (with the
// arguments the screen sends, invoiceTotalsArgs) is compared with the sum of the rows the list's own
// filters (applyInvoiceFilters) return, currency by currency. Who gets what for the seeded companies is in the permission
// matrix (FUNCTIONS). Also: a page past the end of the list states the total the DataTable moves by.
// The test creates its company and invoices and removes them.
import { beforeAll, describe, expect, it } from 'vitest';

import { pastEndTotal } from '../../src/lib/query/past-end';
import { applyInvoiceFilters, invoiceTotalsArgs } from '../../src/features/billing/api/invoice-query';
import { NO_FILTERS, type InvoiceFilters } from '../../src/features/billing/utils/invoice-filters';

import { COMPANY, DEMO, usePortalGateway, type Client } from './helpers';

const env = usePortalGateway();

const UUID = (n: number) => `ABCDEF0${n}-1234-4ABC-8DEF-0123456789AB`;

/** Amounts with cents that add up badly in floating point (0.1 + 0.2). */
const INVOICES = [
  { invoice_number: 'F-100', issue_date: '2025-12-31', amount: 0.1, status: 'pendiente', cfdi_uuid: UUID(1) },
  { invoice_number: 'F-101', issue_date: '2026-01-01', amount: 0.2, status: 'Pendiente', cfdi_uuid: UUID(2) },
  { invoice_number: 'F-102', issue_date: '2026-01-31', amount: 1500.55, status: 'VENCIDA', cfdi_uuid: null },
  { invoice_number: 'F-103', issue_date: '2026-02-01', amount: 99.99, status: 'vencida', cfdi_uuid: UUID(3) },
  { invoice_number: 'F-104', issue_date: '2026-02-14', amount: 300, status: 'pagada', cfdi_uuid: null },
  { invoice_number: 'F-105', issue_date: '2026-12-31', amount: 12.34, status: 'cancelada', cfdi_uuid: null },
  // LIKE wildcards in numbers: a search for '50%' or 'A_1' matches them literally, nothing else.
  {
    invoice_number: 'DESC-50%',
    issue_date: '2026-03-10',
    amount: 45.45,
    status: 'pendiente',
    cfdi_uuid: null,
  },
  { invoice_number: 'DESC-500', issue_date: '2024-06-01', amount: 5, status: 'pendiente', cfdi_uuid: null },
  { invoice_number: 'A_1', issue_date: '2026-03-11', amount: 10.01, status: 'vencida', cfdi_uuid: null },
  { invoice_number: 'AB1', issue_date: '2026-03-12', amount: 20.02, status: 'vencida', cfdi_uuid: null },
  // Another currency, outside every year filtered on: never added to the pesos.
  {
    invoice_number: 'USD-1',
    issue_date: '2023-05-05',
    amount: 12.5,
    status: 'pendiente',
    cfdi_uuid: null,
    currency: 'USD',
  },
  {
    invoice_number: 'F-106',
    issue_date: '2027-01-01',
    amount: 7.07,
    status: 'en_aclaracion',
    cfdi_uuid: null,
  },
];

interface Totals {
  pending: number;
  overdue: number;
  pending_count: number;
  overdue_count: number;
}
type CurrencyTotals = Totals & { currency: string };

/** Pesos only: the one row of a case, or none when nothing is pending or overdue. */
const mxn = (t: Totals): CurrencyTotals[] =>
  t.pending_count + t.overdue_count > 0 ? [{ currency: 'MXN', ...t }] : [];

let company: string;

beforeAll(async () => {
  company = crypto.randomUUID();
  const created = await env.service.from('companies').insert({ id: company, name: `Saldos ${process.pid}` });
  expect(created.error).toBeNull();
  const rows = INVOICES.map((inv) => ({ currency: 'MXN', ...inv, company_id: company }));
  expect((await env.service.from('invoices').insert(rows)).error).toBeNull();
  return async () => {
    await env.service.from('companies').delete().eq('id', company);
  };
});

/** What the cards must show: the rows the list's filters return, added up in cents. */
async function listTotals(client: Client, companyId: string, filters: InvoiceFilters, search: string) {
  const query = client.from('invoices').select('amount, status, currency').eq('company_id', companyId);
  const { data, error } = await applyInvoiceFilters(query, filters, search).order('id');
  expect(error).toBeNull();
  const by = new Map<string, Totals>();
  for (const row of data ?? []) {
    const status = row.status.toLowerCase();
    if (status !== 'pendiente' && status !== 'vencida') continue;
    const out = by.get(row.currency) ?? { pending: 0, overdue: 0, pending_count: 0, overdue_count: 0 };
    const cents = Math.round(Number(row.amount) * 100);
    if (status === 'pendiente') {
      out.pending += cents;
      out.pending_count += 1;
    } else {
      out.overdue += cents;
      out.overdue_count += 1;
    }
    by.set(row.currency, out);
  }
  const totals = [...by]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, t]) => ({ currency, ...t, pending: t.pending / 100, overdue: t.overdue / 100 }));
  return { totals, rows: data?.length ?? 0 };
}

async function functionTotals(client: Client, companyId: string, filters: InvoiceFilters, search: string) {
  const { data, error } = await client.rpc('invoice_totals', {
    p_company_id: companyId,
    ...invoiceTotalsArgs(filters, search),
  });
  expect(error).toBeNull();
  return data as CurrencyTotals[];
}

const f = (partial: Partial<InvoiceFilters>): InvoiceFilters => ({ ...NO_FILTERS, ...partial });

/** [name, filters, search, expected totals]: the expectation pins the combination to something real. */
const CASES: [string, InvoiceFilters, string, CurrencyTotals[]][] = [
  [
    'no filter',
    NO_FILTERS,
    '',
    [
      ...mxn({ pending: 50.75, overdue: 1630.57, pending_count: 4, overdue_count: 4 }),
      { currency: 'USD', pending: 12.5, overdue: 0, pending_count: 1, overdue_count: 0 },
    ],
  ],
  [
    'a year',
    f({ year: 2026 }),
    '',
    mxn({ pending: 45.65, overdue: 1630.57, pending_count: 2, overdue_count: 4 }),
  ],
  [
    'December',
    f({ year: 2025, month: 12 }),
    '',
    mxn({ pending: 0.1, overdue: 0, pending_count: 1, overdue_count: 0 }),
  ],
  [
    'January',
    f({ year: 2026, month: 1 }),
    '',
    mxn({ pending: 0.2, overdue: 1500.55, pending_count: 1, overdue_count: 1 }),
  ],
  [
    'status',
    f({ status: 'vencida' }),
    '',
    mxn({ pending: 0, overdue: 1630.57, pending_count: 0, overdue_count: 4 }),
  ],
  [
    'status and month',
    f({ status: 'pendiente', year: 2026, month: 3 }),
    '',
    mxn({
      pending: 45.45,
      overdue: 0,
      pending_count: 1,
      overdue_count: 0,
    }),
  ],
  [
    'a paid status',
    f({ status: 'pagada' }),
    '',
    mxn({ pending: 0, overdue: 0, pending_count: 0, overdue_count: 0 }),
  ],
  [
    'search by number',
    NO_FILTERS,
    ' f-10 ',
    mxn({ pending: 0.3, overdue: 1600.54, pending_count: 2, overdue_count: 2 }),
  ],
  [
    'search by folio, lower case',
    NO_FILTERS,
    'abcdef02',
    mxn({
      pending: 0.2,
      overdue: 0,
      pending_count: 1,
      overdue_count: 0,
    }),
  ],
  ['a literal %', NO_FILTERS, '50%', mxn({ pending: 45.45, overdue: 0, pending_count: 1, overdue_count: 0 })],
  ['a literal _', NO_FILTERS, 'A_1', mxn({ pending: 0, overdue: 10.01, pending_count: 0, overdue_count: 1 })],
  [
    'search and filters',
    f({ status: 'vencida', year: 2026, month: 2 }),
    '0123456789',
    mxn({
      pending: 0,
      overdue: 99.99,
      pending_count: 0,
      overdue_count: 1,
    }),
  ],
  [
    'nothing matches',
    NO_FILTERS,
    'no-existe',
    mxn({ pending: 0, overdue: 0, pending_count: 0, overdue_count: 0 }),
  ],
];

describe('invoice_totals', () => {
  it.each(CASES)(
    'adds up exactly the rows the list returns: %s',
    async (_name, filters, search, expected) => {
      const admin = env.as(DEMO.admin.uid);
      const { totals } = await listTotals(admin, company, filters, search);
      expect(totals).toEqual(expected);
      expect(await functionTotals(admin, company, filters, search)).toEqual(expected);
    },
  );

  it("agrees with the client's own list on its company, and gives nothing for another company", async () => {
    const client = env.as(DEMO.clienteA.uid);
    for (const [filters, search] of [
      [NO_FILTERS, ''],
      [f({ status: 'vencida' }), ''],
      [NO_FILTERS, 'A-'],
    ] as const) {
      const { rows, totals } = await listTotals(client, COMPANY.A, filters, search);
      expect(await functionTotals(client, COMPANY.A, filters, search)).toEqual(totals);
      expect(totals.length).toBeGreaterThan(0);
      expect(rows).toBeGreaterThan(0);
    }
    expect(await functionTotals(client, company, NO_FILTERS, '')).toEqual([]);
    expect(await functionTotals(client, COMPANY.B, NO_FILTERS, '')).toEqual([]);
  });
});

describe('the invoice list past its end', () => {
  it('is a 416 whose details state the total, as the DataTable reads them', async () => {
    const page = await env
      .as(DEMO.admin.uid)
      .from('invoices')
      .select('id', { count: 'exact' })
      .eq('company_id', company)
      .order('id')
      .range(40, 59);
    expect(page.error?.code).toBe('PGRST103');
    expect(pastEndTotal(page.error)).toBe(INVOICES.length);
  });
});
