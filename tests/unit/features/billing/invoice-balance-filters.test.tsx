import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { InvoiceList } from '@/features/billing/components/invoice-list';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, profiles } from '../../kit/profiles';
import { renderWithProviders, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';

const daysAgo = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const row = (n: string, status: string, amount: number, issue: string, extra: object = {}) => ({
  id: `i${n}`,
  company_id: COMPANY_A,
  invoice_number: `A-${n}`,
  cfdi_uuid: null,
  issue_date: issue,
  due_date: null,
  amount,
  currency: 'MXN',
  status,
  file_url: null,
  xml_url: null,
  ...extra,
});

const INVOICES = [
  row('1', 'pendiente', 1000.1, '2025-11-05'),
  row('2', 'Pendiente', 2000.2, '2026-03-02'),
  row('3', 'VENCIDA', 500.5, '2026-02-10', { due_date: daysAgo(12) }),
  row('4', 'vencida', 250, '2026-03-20', { due_date: daysAgo(1) }),
  row('5', 'pagada', 99999, '2026-03-05'),
  row('6', 'en_aclaracion', 7, '2026-03-06'),
  row('7', 'pendiente', 123456, '2026-03-07', { company_id: COMPANY_B }),
];

const renderTab = (route = '/') =>
  renderWithProviders(<InvoiceList companyId={COMPANY_A} />, { profile: profiles.clientA, route });
const table = () => screen.findByRole('table', { name: 'Facturas de tu empresa' });
const numbers = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);
const balance = (label: string) => screen.findByLabelText(new RegExp(`^${label}: \\$`));
const lastRequest = (table = 'invoices') =>
  backend
    .requestsTo(table, 'GET')
    .filter((r) => r.params.get('select')?.includes('file_url'))
    .at(-1)!;
/** The arguments of the last totals call. */
const totalsArgs = () => backend.requestsTo('rpc/invoice_totals').at(-1)?.body;

describe('Facturación balances and filters', () => {
  it('shows the pending and overdue sums the database adds up for the company, in es-MX money', async () => {
    backend.seed('invoices', INVOICES);
    renderTab('/?size=10');
    expect(await balance('Saldo pendiente')).toHaveTextContent('$3,000.30 MXN');
    expect(await balance('Saldo vencido')).toHaveTextContent('$750.50 MXN');
    expect(screen.getAllByText('2 facturas')).toHaveLength(2);
    expect(totalsArgs()).toEqual({ p_company_id: COMPANY_A });
  });

  it('never adds two currencies together: one amount per currency, the invoices of all counted', async () => {
    backend.seed('invoices', [
      ...INVOICES,
      row('8', 'pendiente', 100.25, '2026-03-08', { currency: 'USD' }),
      row('9', 'pagada', 50, '2026-03-09', { currency: 'EUR' }),
    ]);
    renderTab('/?size=10');
    const pending = await screen.findByLabelText('Saldo pendiente: $3,000.30 MXN y $100.25 USD');
    expect(
      within(pending)
        .getAllByText(/^\$/)
        .map((line) => line.textContent),
    ).toEqual(['$3,000.30 MXN', '$100.25 USD']);
    expect(screen.getByText('3 facturas')).toBeInTheDocument();
    // Overdue only in MXN; a currency whose invoices are all paid shows nowhere.
    expect(screen.getByLabelText('Saldo vencido: $750.50 MXN')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Saldos' })).queryByText(/EUR/)).toBeNull();
  });

  it('never reads the invoices to add them: one call, whatever the number of open invoices', async () => {
    const many = Array.from({ length: 1200 }, (_, i) =>
      row(String(1000 + i).padStart(5, '0'), 'pendiente', 1.5, '2026-03-02'),
    );
    const overdue = ['1', '2', '3'].map((n) => row(`v${n}`, 'vencida', 10, '2026-03-02'));
    backend.seed('invoices', [...many, ...overdue]);
    renderTab('/?size=10');
    expect(await balance('Saldo pendiente')).toHaveTextContent('$1,800.00 MXN');
    expect(await balance('Saldo vencido')).toHaveTextContent('$30.00 MXN');
    expect(screen.getByText('1,200 facturas')).toBeInTheDocument();
    expect(screen.getByText('3 facturas')).toBeInTheDocument();
    expect(backend.requestsTo('rpc/invoice_totals')).toHaveLength(1);
    // Only the list's page reads invoices (its select names the files); nothing reads amounts to add.
    const reads = backend.requestsTo('invoices', 'GET');
    expect(reads.every((r) => r.params.get('select')?.includes('file_url'))).toBe(true);
    expect(reads.every((r) => r.params.get('limit') === '10')).toBe(true);
  });

  it('says when the balances cannot be calculated, and the list still shows', async () => {
    backend.seed('invoices', INVOICES);
    backend.fail('rpc/invoice_totals', { message: 'boom' });
    renderTab();
    expect(await screen.findByLabelText('Saldo pendiente: No disponible')).toBeInTheDocument();
    expect(screen.getByLabelText('Saldo vencido: No disponible')).toBeInTheDocument();
    await waitFor(() => expect(toastText()).toContain('No se pudieron calcular los saldos.'));
    expect(await numbers()).toHaveLength(6);
  });

  it('the balances follow the search, trimmed as the list trims it', async () => {
    backend.seed('invoices', INVOICES);
    const { user } = renderTab();
    expect(await balance('Saldo pendiente')).toHaveTextContent('$3,000.30 MXN');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar facturas' }), ' A-3 ');
    await waitFor(async () => expect(await numbers()).toEqual(['A-3']));
    await waitFor(async () => expect(await balance('Saldo pendiente')).toHaveTextContent('$0.00 MXN'));
    expect(await balance('Saldo vencido')).toHaveTextContent('$500.50 MXN');
    expect(totalsArgs()).toEqual({ p_company_id: COMPANY_A, p_search: 'A-3' });
  });

  it('filters by status, year and month on the server, keeps them in the URL, and the balances follow', async () => {
    backend.seed('invoices', INVOICES);
    const { user, location } = renderTab();
    expect(await numbers()).toHaveLength(6);
    expect(screen.getByRole('combobox', { name: 'Mes' })).toBeDisabled();

    await chooseOption(user, 'Año', '2026');
    await waitFor(async () => expect(await numbers()).toEqual(['A-4', 'A-6', 'A-5', 'A-2', 'A-3']));
    expect(lastRequest().params.getAll('issue_date')).toEqual(['gte.2026-01-01', 'lt.2027-01-01']);
    expect(await balance('Saldo pendiente')).toHaveTextContent('$2,000.20 MXN');

    await chooseOption(user, 'Mes', 'Marzo');
    await waitFor(async () => expect(await numbers()).toEqual(['A-4', 'A-6', 'A-5', 'A-2']));
    expect(lastRequest().params.getAll('issue_date')).toEqual(['gte.2026-03-01', 'lt.2026-04-01']);

    await chooseOption(user, 'Estado', 'Vencida');
    await waitFor(async () => expect(await numbers()).toEqual(['A-4']));
    expect(lastRequest().params.get('status')).toBe('ilike.vencida');
    expect(location()).toMatch(/estado=vencida/);
    expect(location()).toMatch(/anio=2026/);
    expect(location()).toMatch(/mes=3/);
    await waitFor(async () => expect(await balance('Saldo vencido')).toHaveTextContent('$250.00 MXN'));
    expect(await balance('Saldo pendiente')).toHaveTextContent('$0.00 MXN');
    expect(totalsArgs()).toEqual({
      p_company_id: COMPANY_A,
      p_status: 'vencida',
      p_from: '2026-03-01',
      p_to: '2026-04-01',
    });

    await chooseOption(user, 'Estado', 'Cancelada');
    expect(await screen.findByRole('heading', { name: 'No se encontraron resultados' })).toBeInTheDocument();
  });

  it('reads the filters from the URL on load', async () => {
    backend.seed('invoices', INVOICES);
    renderTab('/?estado=pendiente&anio=2025');
    await waitFor(async () => expect(await numbers()).toEqual(['A-1']));
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Pendiente');
    expect(screen.getByRole('combobox', { name: 'Año' })).toHaveTextContent('2025');
  });

  it('shows the UUID column only when an invoice has one, and the days overdue of vencida invoices', async () => {
    backend.seed('invoices', INVOICES);
    const { unmount } = renderTab();
    const t = await table();
    expect(within(t).queryByRole('columnheader', { name: 'Folio fiscal (UUID)' })).not.toBeInTheDocument();
    expect(within(t).getByRole('row', { name: /^A-3/ })).toHaveTextContent('12 días de atraso');
    expect(within(t).getByRole('row', { name: /^A-4/ })).toHaveTextContent('1 día de atraso');
    expect(within(t).getByRole('row', { name: /^A-1/ })).not.toHaveTextContent('atraso');
    unmount();

    backend.seed('invoices', [
      row('9', 'pagada', 1, '2026-01-01', { cfdi_uuid: 'CF0000A0-1001-4000-8000-000000001001' }),
    ]);
    renderTab();
    const t2 = await table();
    expect(within(t2).getByRole('columnheader', { name: 'Folio fiscal (UUID)' })).toBeInTheDocument();
    expect(within(t2).getByText('CF0000A0-1001-4000-8000-000000001001')).toBeInTheDocument();
  });
});
