import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { InvoicesCard } from '@/features/billing/components/account/invoices-card';

import { invoice, TODAY } from '../../../kit/account-fixtures';
import { backend } from '../../../kit/fake-backend';
import { COMPANY_A, profiles } from '../../../kit/profiles';
import { renderWithProviders } from '../../../kit/render';

const renderCard = () =>
  renderWithProviders(
    <InvoicesCard
      companyId={COMPANY_A}
      today={TODAY}
      link={{ to: '/x?tab=billing', label: 'Ver Facturación' }}
    />,
    { profile: profiles.clientA },
  );
const card = () => screen.getByRole('region', { name: 'Facturas por Pagar' });

describe("'Facturas por Pagar'", () => {
  it('shows a loading state while the invoices arrive', async () => {
    const release = backend.hold();
    renderCard();
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando facturas...');
    release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('lists pending and overdue invoices with amount, due date and total, and nothing paid or cancelled', async () => {
    backend.seed('invoices', [
      invoice({ invoice_number: 'F-PEND', amount: 1000, due_date: '2026-12-10', status: 'pendiente' }),
      invoice({ invoice_number: 'F-VENC', amount: '2500.5', due_date: '2026-11-01', status: 'Vencida' }),
      // Past its due date but still marked pending: overdue all the same.
      invoice({ invoice_number: 'F-ATRASO', amount: 500, due_date: '2026-11-20', status: 'emitida' }),
      invoice({ invoice_number: 'F-PAGADA', due_date: '2026-11-01', status: 'Pagada' }),
      invoice({ invoice_number: 'F-CANCEL', due_date: '2026-11-01', status: 'cancelada' }),
      invoice({ invoice_number: 'F-FUTURA', due_date: '2026-12-30', status: 'emitida' }),
      invoice({ invoice_number: 'F-OTRA', company_id: 'otra', status: 'pendiente' }),
    ]);
    renderCard();
    const list = await within(card()).findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/^Factura/).textContent)).toEqual([
      'Factura F-VENC',
      'Factura F-ATRASO',
      'Factura F-PEND',
    ]);
    expect(within(rows[0]).getByText('Vencida')).toBeInTheDocument();
    expect(within(rows[0]).getByText('$2,500.50 MXN')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Vence el 01/11/2026')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Vencida')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Pendiente')).toBeInTheDocument();
    expect(within(card()).getByText('Total por pagar').nextSibling).toHaveTextContent('$4,000.50 MXN');
    expect(within(card()).getByRole('link', { name: 'Ver Facturación' })).toHaveAttribute(
      'href',
      '/x?tab=billing',
    );
    const params = backend.requestsTo('invoices', 'GET')[0].params;
    expect(params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(params.get('or')).toBe(`(status.ilike.pendiente,status.ilike.vencida,due_date.lt.${TODAY})`);
  });

  it('lists the first six due of many, counts them all, and totals every one of them', async () => {
    backend.seed(
      'invoices',
      Array.from({ length: 15 }, (_, i) =>
        invoice({
          invoice_number: `F-${String(i + 1).padStart(2, '0')}`,
          amount: 100,
          due_date: `2026-12-${String(i + 1).padStart(2, '0')}`,
          status: 'pendiente',
        }),
      ),
    );
    renderCard();
    expect(await within(card()).findByText('15 facturas por pagar')).toBeInTheDocument();
    const rows = within(within(card()).getByRole('list')).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/^Factura/).textContent)).toEqual(
      ['F-01', 'F-02', 'F-03', 'F-04', 'F-05', 'F-06'].map((n) => `Factura ${n}`),
    );
    expect(within(card()).getByText('y 9 más')).toBeInTheDocument();
    expect(within(card()).getByText('Total por pagar').nextSibling).toHaveTextContent('$1,500.00 MXN');
    // The rows shown are one page; the total is the database's, and no amount is downloaded for it.
    const requests = backend.requestsTo('invoices', 'GET');
    expect(requests).toHaveLength(1);
    expect(requests[0].params.get('limit')).toBe('6');
    expect(backend.requestsTo('rpc/open_invoice_totals').map((r) => r.body)).toEqual([
      { p_company_id: COMPANY_A, p_today: TODAY },
    ]);
  });

  it("shows the database's total, one per currency, formatted as money", async () => {
    backend.seed('invoices', [invoice({ invoice_number: 'F-1', amount: 100 })]);
    // More open invoices than the card lists: the total is the database's, not the sum of what is shown.
    backend.rpcs.open_invoice_totals = () => [
      { currency: 'MXN', total: 1234567.8 },
      { currency: 'USD', total: 99.5 },
    ];
    renderCard();
    expect(await within(card()).findByText('$1,234,567.80 MXN', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card()).getByText('$99.50 USD', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card()).queryByText('$100.00 MXN', { selector: 'dd' })).not.toBeInTheDocument();
  });

  it('keeps one total per currency', async () => {
    backend.seed('invoices', [
      invoice({ amount: 100, currency: 'USD', invoice_number: 'F-1' }),
      invoice({ amount: 200, currency: 'MXN', invoice_number: 'F-2' }),
    ]);
    renderCard();
    expect(await within(card()).findByText('$100.00 USD', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card()).getByText('$200.00 MXN', { selector: 'dd' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    backend.seed('invoices', [invoice({ status: 'pagada' })]);
    renderCard();
    expect(await within(card()).findByText('Sin Facturas por Pagar')).toBeInTheDocument();
  });

  it('shows the error block and retries', async () => {
    backend.fail('invoices', { message: 'boom' });
    const { user } = renderCard();
    const block = await within(card()).findByRole('alert');
    expect(within(block).getByText('No se pudieron cargar las facturas por pagar.')).toBeInTheDocument();
    backend.recover('invoices');
    backend.seed('invoices', [invoice({ invoice_number: 'F-777' })]);
    await user.click(within(block).getByRole('button', { name: 'Reintentar' }));
    expect(await within(card()).findByText('Factura F-777')).toBeInTheDocument();
  });
});
