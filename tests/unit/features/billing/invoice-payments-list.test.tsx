// The payments a complement recorded, in both invoice lists: an invoice paid in parts lists each payment
// (date, amount, what remained) under its payment date, and each complement's XML is one click away
// beside the invoice's files (saved by the client, opened by the admin).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AdminInvoices } from '@/features/billing/components/admin/admin-invoices';
import { InvoiceList } from '@/features/billing/components/invoice-list';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { adminInvoice } from './admin-fixtures';

afterEach(() => vi.restoreAllMocks());

const REP_1 = '5E2D6AF0-8B3C-4D21-9F7A-0C1B2D3E4F50';
const REP_2 = '6F3E7B01-9C4D-4E32-8A8B-1D2C3E4F5061';
const complement = (id: string, uuid: string) => ({
  id,
  rep_uuid: uuid,
  xml_url: `storage://invoices/${COMPANY_A}/rep-${uuid}.xml`,
});
// Listed newest first, as the database may return them: the list puts them in order.
const PAYMENTS = [
  {
    id: 'p2',
    paid_on: '2026-03-12',
    installment: 2,
    amount_paid: 600,
    remaining: 0,
    currency: 'MXN',
    complement: complement('c2', REP_2),
  },
  {
    id: 'p1',
    paid_on: '2026-02-05',
    installment: 1,
    amount_paid: 400,
    remaining: 600,
    currency: 'MXN',
    complement: complement('c1', REP_1),
  },
];
const PAID_IN_PARTS = adminInvoice('1001', COMPANY_A, {
  amount: 1000,
  status: 'pagada',
  paid_on: '2026-03-12',
  payments: PAYMENTS,
});
const UNPAID = adminInvoice('1002', COMPANY_A, { payments: [] });

/** Records the <a download> clicks instead of letting jsdom navigate. */
const spyDownloads = () => {
  const clicks: { href: string; name: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, name: this.download });
  });
  return clicks;
};

const paymentLines = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Payments of an invoice paid in parts', () => {
  it('the client sees each payment in order and saves each complement under its folio fiscal', async () => {
    backend.seed('invoices', [PAID_IN_PARTS, UNPAID]);
    backend.objects.set(`invoices/${COMPANY_A}/rep-${REP_1}.xml`, new Blob(['<xml/>']));
    const clicks = spyDownloads();
    const { user } = renderWithProviders(<InvoiceList companyId={COMPANY_A} />, {
      profile: profiles.clientA,
    });
    const table = await screen.findByRole('table', { name: 'Facturas de tu empresa' });
    const row = within(table).getByRole('row', { name: /^A-1001/ });
    expect(paymentLines(within(row).getByRole('list', { name: 'Pagos de la factura A-1001' }))).toEqual([
      '05/02/2026 · $400.00 MXN (Parcialidad 1, saldo $600.00 MXN)',
      '12/03/2026 · $600.00 MXN (Parcialidad 2, liquidada)',
    ]);
    const unpaid = within(table).getByRole('row', { name: /^A-1002/ });
    expect(within(unpaid).queryByRole('list')).not.toBeInTheDocument();
    expect(within(unpaid).queryByRole('button', { name: /complemento de pago/ })).not.toBeInTheDocument();

    const first = within(row).getByRole('button', {
      name: `Descargar REP 1 (complemento de pago ${REP_1}) de la factura A-1001`,
    });
    expect(first).toHaveTextContent('REP 1');
    expect(
      within(row).getByRole('button', {
        name: `Descargar REP 2 (complemento de pago ${REP_2}) de la factura A-1001`,
      }),
    ).toHaveTextContent('REP 2');
    await user.click(first);
    const name = `Complemento de pago ${REP_1}.xml`;
    await waitFor(() =>
      expect(clicks).toEqual([
        {
          href: `${backend.url}/storage/v1/object/sign/invoices/${COMPANY_A}/rep-${REP_1}.xml?token=fake-token&${new URLSearchParams({ download: name })}`,
          name,
        },
      ]),
    );
  });

  it('the admin sees the same payments and opens a complement', async () => {
    backend.seed('invoices', [PAID_IN_PARTS, UNPAID]);
    backend.objects.set(`invoices/${COMPANY_A}/rep-${REP_2}.xml`, new Blob(['<xml/>']));
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { user } = renderWithProviders(<AdminInvoices companyId={COMPANY_A} companies={companies} />, {
      profile: profiles.admin,
    });
    const row = await screen.findByRole('row', { name: /^A-1001/ });
    expect(paymentLines(within(row).getByRole('list', { name: 'Pagos de la factura A-1001' }))).toEqual([
      '05/02/2026 · $400.00 MXN (Parcialidad 1, saldo $600.00 MXN)',
      '12/03/2026 · $600.00 MXN (Parcialidad 2, liquidada)',
    ]);
    await user.click(
      within(row).getByRole('button', {
        name: `Abrir REP 2 (complemento de pago ${REP_2}) de la factura A-1001`,
      }),
    );
    await waitFor(() =>
      expect(tab.location.href).toBe(
        `${backend.url}/storage/v1/object/sign/invoices/${COMPANY_A}/rep-${REP_2}.xml?token=fake-token`,
      ),
    );
  });
});
