import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getToasts, resetToasts } from '@/components/ui/use-toast';
import { InvoiceList } from '@/features/billing/components/invoice-list';

import { db, renderWithQuery, resetSupabaseMock, storage } from '../directory/supabase-mock';

vi.mock('@/lib/supabase', async () => (await import('../directory/supabase-mock')).supabaseModule);

const A = '10000000-0000-4000-8000-00000000000a';
const invoice = (n: string, status: string, amount: number, issue: string) => ({
  id: `i${n}`,
  invoice_number: `A-${n}`,
  issue_date: issue,
  due_date: '2026-04-30',
  amount,
  currency: 'MXN',
  status,
  file_url: `storage://invoices/${A}/A-${n}.pdf`,
  xml_url: n === '1006' ? null : `storage://invoices/${A}/A-${n}.xml`,
});
// Already in the order the query asks for (issue_date desc); the screen keeps it.
const INVOICES = [
  invoice('1003', 'pendiente', 12064.5, '2026-03-20'),
  invoice('1006', 'en_aclaracion', 31320.75, '2026-03-10'),
  invoice('1004', 'VENCIDA', 9860, '2026-02-01'),
  invoice('1005', 'cancelada', 4640, '2026-01-01'),
  invoice('1002', 'Pagada', 23200, '2025-12-01'),
];

const table = () => screen.getByRole('table', { name: 'Facturas de tu empresa' });
const tableRow = (number: string) => within(table()).getByRole('row', { name: new RegExp(`^${number}`) });

beforeEach(() => {
  resetSupabaseMock();
  resetToasts();
});
afterEach(() => vi.restoreAllMocks());

describe('InvoiceList', () => {
  it('shows a loading block while the invoices load', () => {
    db.next = 'pending';
    renderWithQuery(<InvoiceList companyId={A} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando facturas...');
  });

  it('shows number, dates, amount with $ and 2 decimals, and a case-insensitive status badge', async () => {
    db.next = { data: INVOICES, error: null };
    renderWithQuery(<InvoiceList companyId={A} />);
    await screen.findByRole('table');
    expect(db.calls[0]).toEqual({
      table: 'invoices',
      chain: [
        ['select', 'id, invoice_number, issue_date, due_date, amount, currency, status, file_url, xml_url'],
        ['eq', 'company_id', A],
        ['order', 'issue_date', { ascending: false }],
      ],
    });
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'A-1003',
      'A-1006',
      'A-1004',
      'A-1005',
      'A-1002',
    ]);
    const first = within(tableRow('A-1003'));
    expect(first.getByText('20/3/2026')).toBeInTheDocument();
    expect(first.getByText('30/4/2026')).toBeInTheDocument();
    expect(first.getByText('$12,064.50 MXN')).toBeInTheDocument();
    const badge = (n: string, label: string) => within(tableRow(n)).getByText(label);
    expect(badge('A-1003', 'Pendiente').className).toMatch(/bg-warning/);
    expect(badge('A-1004', 'Vencida').className).toMatch(/bg-destructive/);
    expect(badge('A-1005', 'Cancelada').className).toMatch(/bg-secondary/);
    expect(badge('A-1002', 'Pagada').className).toMatch(/bg-success/);
    expect(badge('A-1006', 'en_aclaracion').className).not.toMatch(/bg-/);
    expect(within(tableRow('A-1004')).getByText('$9,860.00 MXN')).toBeInTheDocument();
    // Phone cards carry the same invoices.
    expect(within(screen.getByRole('list', { name: 'Facturas' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('opens the PDF and XML through signed URLs made at the click; a missing file is disabled', async () => {
    db.next = { data: INVOICES, error: null };
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    storage.createSignedUrl.mockImplementation(async (key: string) => ({
      data: { signedUrl: `http://api/sign/invoices/${key}?token=t` },
      error: null,
    }));
    renderWithQuery(<InvoiceList companyId={A} />);
    await screen.findByRole('table');
    expect(storage.createSignedUrl).not.toHaveBeenCalled();
    expect(
      within(tableRow('A-1006')).getByRole('button', { name: 'XML de la factura A-1006' }),
    ).toBeDisabled();

    await userEvent.click(
      within(tableRow('A-1003')).getByRole('button', { name: 'PDF de la factura A-1003' }),
    );
    expect(storage.from).toHaveBeenCalledWith('invoices');
    await vi.waitFor(() =>
      expect(tab.location.href).toBe(`http://api/sign/invoices/${A}/A-1003.pdf?token=t`),
    );

    await userEvent.click(
      within(tableRow('A-1004')).getByRole('button', { name: 'XML de la factura A-1004' }),
    );
    await vi.waitFor(() =>
      expect(tab.location.href).toBe(`http://api/sign/invoices/${A}/A-1004.xml?token=t`),
    );
    expect(storage.createSignedUrl).toHaveBeenCalledTimes(2);
  });

  it("shows 'No hay facturas disponibles.' when there are none", async () => {
    renderWithQuery(<InvoiceList companyId={A} />);
    expect(await screen.findByRole('heading', { name: 'No hay facturas disponibles.' })).toBeInTheDocument();
    expect(screen.getByText('Cuando tengas facturas, aparecerán aquí.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Error de Carga' / 'No se pudieron cargar las facturas.' with a retry", async () => {
    db.next = { data: null, error: { message: 'boom' } };
    renderWithQuery(<InvoiceList companyId={A} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar las facturas.');
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Error de Carga',
      description: 'No se pudieron cargar las facturas.',
    });
    db.next = { data: INVOICES, error: null };
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
