import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { InvoiceList } from '@/features/billing/components/invoice-list';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, profiles } from '../../kit/profiles';
import { renderApp, renderWithProviders, toastText } from '../../kit/render';

afterEach(() => vi.restoreAllMocks());

const invoice = (n: string, status: string, amount: number, issue: string, company = COMPANY_A) => ({
  id: `i${n}`,
  company_id: company,
  invoice_number: `A-${n}`,
  issue_date: issue,
  due_date: '2026-04-30',
  amount,
  currency: 'MXN',
  status,
  file_url: `storage://invoices/${company}/A-${n}.pdf`,
  xml_url: n === '1006' ? null : `storage://invoices/${company}/A-${n}.xml`,
  cfdi_uuid: n === '1006' ? null : `CF0000A0-${n}-4000-8000-00000000${n}`,
});
const INVOICES = [
  { ...invoice('1002', 'Pagada', 23200, '2025-12-01'), paid_on: '2026-01-09' },
  invoice('1004', 'VENCIDA', 9860, '2026-02-01'),
  invoice('1003', 'pendiente', 12064.5, '2026-03-20'),
  invoice('1005', 'cancelada', 4640, '2026-01-01'),
  invoice('1006', 'en_aclaracion', 31320.75, '2026-03-10'),
  invoice('9001', 'pendiente', 1, '2026-03-30', COMPANY_B),
];

const renderTab = (route = '/') =>
  renderWithProviders(<InvoiceList companyId={COMPANY_A} />, { profile: profiles.clientA, route });
const table = () => screen.findByRole('table', { name: 'Facturas de tu empresa' });
const numbers = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
const tableRow = async (number: string) =>
  within(await table()).getByRole('row', { name: new RegExp(`^${number}`) });
// The list's requests (the balances ask for amount,status in their own request).
const lastRequest = () =>
  backend
    .requestsTo('invoices', 'GET')
    .filter((r) => r.params.get('select')?.includes('file_url'))
    .at(-1)!;
/** Records the <a download> clicks instead of letting jsdom navigate. */
const spyDownloads = () => {
  const clicks: { href: string; name: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, name: this.download });
  });
  return clicks;
};

describe('Facturación tab', () => {
  it('shows a loading block until the invoices arrive', async () => {
    backend.seed('invoices', INVOICES);
    const release = backend.hold();
    renderTab();
    expect(await screen.findByText('Cargando facturas...')).toBeInTheDocument();
    release();
    expect(await numbers()).toHaveLength(5);
    expect(screen.queryByText('Cargando facturas...')).not.toBeInTheDocument();
  });

  it("asks for one page of the company's invoices with the total, newest issue date first", async () => {
    backend.seed('invoices', INVOICES);
    renderTab();
    expect(await numbers()).toEqual(['A-1003', 'A-1006', 'A-1004', 'A-1005', 'A-1002']);
    const request = lastRequest();
    expect(request.params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(request.params.get('order')).toBe('issue_date.desc,id.asc');
    expect(request.params.get('offset')).toBe('0');
    expect(request.params.get('limit')).toBe('20');
    expect(request.headers.get('prefer')).toContain('count=exact');
    expect(screen.getByText('1–5 de 5')).toBeInTheDocument();
  });

  it('shows dates, the amount with $ and 2 decimals, and case-insensitive status badges', async () => {
    backend.seed('invoices', INVOICES);
    renderTab();
    const first = within(await tableRow('A-1003'));
    expect(first.getByText('20/03/2026')).toBeInTheDocument();
    expect(first.getByText('30/04/2026')).toBeInTheDocument();
    expect(first.getByText('$12,064.50 MXN')).toBeInTheDocument();
    // The payment date (the month of the invoice's deductibility file), '—' while unpaid.
    expect(within(await tableRow('A-1002')).getByText('09/01/2026')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Fecha de pago' })).toBeInTheDocument();
    const badge = async (n: string, label: string) => within(await tableRow(n)).getByText(label);
    expect((await badge('A-1003', 'Pendiente')).className).toMatch(/bg-warning/);
    expect((await badge('A-1004', 'Vencida')).className).toMatch(/bg-destructive/);
    expect((await badge('A-1005', 'Cancelada')).className).toMatch(/bg-secondary/);
    expect((await badge('A-1002', 'Pagada')).className).toMatch(/bg-success/);
    expect((await badge('A-1006', 'En Aclaración')).className).toMatch(/bg-info/);
    // Phones get the same invoices as cards.
    const cards = within(screen.getByRole('list', { name: 'Facturas de tu empresa' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(5);
    expect(within(cards[0]).getByText('$12,064.50 MXN')).toBeInTheDocument();
  });

  it('sorts by amount (largest first, then smallest) on the server and keeps the order in the URL', async () => {
    backend.seed('invoices', INVOICES);
    const { user, location } = renderTab();
    await numbers();
    await user.click(screen.getByRole('button', { name: 'Ordenar por Monto' }));
    await waitFor(() => expect(lastRequest().params.get('order')).toBe('amount.desc,id.asc'));
    await waitFor(async () =>
      expect(await numbers()).toEqual(['A-1006', 'A-1002', 'A-1003', 'A-1004', 'A-1005']),
    );
    expect(location()).toContain('sort=amount.desc');
    await user.click(screen.getByRole('button', { name: 'Ordenar por Monto' }));
    await waitFor(() => expect(lastRequest().params.get('order')).toBe('amount.asc,id.asc'));
    await waitFor(async () =>
      expect(await numbers()).toEqual(['A-1005', 'A-1004', 'A-1003', 'A-1002', 'A-1006']),
    );
    await user.click(screen.getByRole('button', { name: 'Ordenar por Fecha de emisión' }));
    await waitFor(() => expect(lastRequest().params.get('order')).toBe('issue_date.asc,id.asc'));
    await waitFor(async () =>
      expect(await numbers()).toEqual(['A-1002', 'A-1005', 'A-1004', 'A-1006', 'A-1003']),
    );
  });

  it('ignores a sort the list does not offer', async () => {
    backend.seed('invoices', INVOICES);
    renderTab('/?sort=file_url.asc');
    await numbers();
    expect(lastRequest().params.get('order')).toBe('issue_date.desc,id.asc');
  });

  it('searches by invoice number on the server, and says when nothing matches', async () => {
    backend.seed('invoices', INVOICES);
    const { user, location } = renderTab();
    await numbers();
    const search = screen.getByRole('searchbox', { name: 'Buscar facturas' });
    expect(search).toHaveAttribute('placeholder', 'Buscar por número o UUID...');
    await user.type(search, '1004');
    await waitFor(async () => expect(await numbers()).toEqual(['A-1004']));
    expect(lastRequest().params.get('or')).toBe('(invoice_number.ilike."%1004%",cfdi_uuid.ilike."%1004%")');
    expect(location()).toContain('q=1004');
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByRole('heading', { name: 'No se encontraron resultados' })).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    backend.seed(
      'invoices',
      Array.from({ length: 23 }, (_, i) =>
        invoice(String(2000 + i), 'pendiente', 100 + i, `2026-01-${String(i + 1).padStart(2, '0')}`),
      ),
    );
    const { user } = renderTab();
    expect(await numbers()).toHaveLength(20);
    expect(screen.getByText('1–20 de 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(async () => expect(await numbers()).toEqual(['A-2002', 'A-2001', 'A-2000']));
    expect(lastRequest().params.get('offset')).toBe('20');
    expect(screen.getByText('21–23 de 23')).toBeInTheDocument();
  });

  it('downloads the PDF and the XML under the invoice number, signed at the click; a missing file is disabled', async () => {
    backend.seed('invoices', INVOICES);
    backend.objects.set(`invoices/${COMPANY_A}/A-1003.pdf`, new Blob(['%PDF']));
    backend.objects.set(`invoices/${COMPANY_A}/A-1004.xml`, new Blob(['<xml/>']));
    const clicks = spyDownloads();
    const open = vi.spyOn(window, 'open');
    const { user } = renderTab();
    const row = within(await tableRow('A-1003'));
    expect(
      within(await tableRow('A-1006')).getByRole('button', { name: 'Descargar XML de la factura A-1006' }),
    ).toBeDisabled();
    expect(backend.requestsTo('storage')).toEqual([]);

    await user.click(row.getByRole('button', { name: 'Descargar PDF de la factura A-1003' }));
    const signed = (key: string, name: string) =>
      `${backend.url}/storage/v1/object/sign/invoices/${key}?token=fake-token&${new URLSearchParams({ download: name })}`;
    await waitFor(() =>
      expect(clicks).toEqual([
        { href: signed(`${COMPANY_A}/A-1003.pdf`, 'Factura A-1003.pdf'), name: 'Factura A-1003.pdf' },
      ]),
    );
    expect(backend.requestsTo('storage/object/sign/invoices', 'POST')[0].body).toEqual({ expiresIn: 60 });

    await user.click(
      within(await tableRow('A-1004')).getByRole('button', { name: 'Descargar XML de la factura A-1004' }),
    );
    await waitFor(() => expect(clicks).toHaveLength(2));
    expect(clicks[1]).toEqual({
      href: signed(`${COMPANY_A}/A-1004.xml`, 'Factura A-1004.xml'),
      name: 'Factura A-1004.xml',
    });
    // Saved, never opened in a tab.
    expect(open).not.toHaveBeenCalled();
  });

  it('tells the person when a file cannot be downloaded', async () => {
    backend.seed('invoices', INVOICES);
    const clicks = spyDownloads();
    const { user } = renderTab();
    await user.click(
      within(await tableRow('A-1002')).getByRole('button', { name: 'Descargar PDF de la factura A-1002' }),
    );
    await waitFor(() =>
      expect(toastText()).toContain('El archivo no existe o no tienes permiso para verlo.'),
    );
    expect(toastText()).toContain('No se pudo descargar el archivo');
    expect(clicks).toEqual([]);
  });

  it("shows 'No hay facturas disponibles.' when there are none", async () => {
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No hay facturas disponibles.' })).toBeInTheDocument();
    expect(screen.getByText('Cuando tengas facturas, aparecerán aquí.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Error de Carga' once as a toast and as a block whose retry recovers", async () => {
    backend.fail('invoices', { message: 'boom' });
    const { user } = renderTab();
    const block = await screen.findByRole('alert');
    expect(block).toHaveTextContent('No se pudieron cargar las facturas.');
    await waitFor(() => expect(toastText()).toContain('Error de Carga'));
    // The list and the balances fail together; one toast shows at a time, the last one's description.
    expect(toastText()).toMatch(/No se pudieron (cargar las facturas|calcular los saldos)\./);
    backend.recover('invoices');
    backend.seed('invoices', INVOICES);
    await user.click(within(block).getByRole('button', { name: 'Reintentar' }));
    expect(await numbers()).toHaveLength(5);
  });

  it('a client without a company gets Empresa No Asignada and nothing is queried', async () => {
    renderApp('/dashboard/client?tab=billing', { profile: profiles.noCompany });
    expect(await screen.findByRole('heading', { name: 'Empresa No Asignada' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(backend.requestsTo('invoices')).toEqual([]);
  });
});
