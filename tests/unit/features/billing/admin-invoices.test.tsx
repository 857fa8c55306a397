import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminInvoices } from '@/features/billing/components/admin/admin-invoices';

import { findLayer } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, companies, profiles } from '../../kit/profiles';
import { renderWithProviders, toastText } from '../../kit/render';
import { adminInvoice } from './admin-fixtures';

const renderSection = (companyId = 'all') =>
  renderWithProviders(<AdminInvoices companyId={companyId} companies={companies} />, {
    profile: profiles.admin,
  });
const table = () => screen.findByRole('table', { name: 'Facturas' });
const tableRow = async (n: string) => within(await table()).getByRole('row', { name: new RegExp(`^${n}`) });
const menuButton = async (n: string) =>
  within(await tableRow(n)).getByRole('button', { name: `Acciones de la factura ${n}` });
const lastGet = () => backend.requestsTo('invoices', 'GET').at(-1)!;

describe('Admin Facturación list', () => {
  it("shows loading, then every company's invoices, each with its company under Todas las Empresas", async () => {
    backend.seed('invoices', [
      adminInvoice('1001'),
      adminInvoice('1002', COMPANY_B, { due_date: '2026-04-30' }),
    ]);
    const release = backend.hold();
    renderSection();
    expect(await screen.findByText('Cargando facturas...')).toBeInTheDocument();
    release();
    const row = within(await tableRow('A-1002'));
    // The company and the folio fiscal under the number: one column instead of three.
    expect(row.getAllByRole('cell')[0]).toHaveTextContent(
      /^A-1002Empresa: Industrias BetaFolio fiscal \(UUID\): CF0000A0-1002-4000-8000-000000001002$/,
    );
    expect(row.getAllByRole('cell')[1]).toHaveTextContent(/^01\/04\/2026Vence 30\/04\/2026$/);
    expect(row.getByText('$2,002.00 MXN')).toBeInTheDocument();
    expect(lastGet().params.get('company_id')).toBeNull();
    expect(lastGet().headers.get('prefer')).toContain('count=exact');
  });

  it("filters by the header's company on the server and leaves the company out", async () => {
    backend.seed('invoices', [adminInvoice('1001'), adminInvoice('1002', COMPANY_B)]);
    renderSection(COMPANY_A);
    await tableRow('A-1001');
    expect(lastGet().params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(within(await tableRow('A-1001')).getAllByRole('cell')[0]).not.toHaveTextContent('Empresa');
    expect(within(await table()).queryByText('A-1002')).not.toBeInTheDocument();
  });

  it('searches by number or folio fiscal on the server', async () => {
    backend.seed('invoices', [adminInvoice('1001'), adminInvoice('1002')]);
    const { user } = renderSection();
    await tableRow('A-1001');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar facturas' }), 'cf0000a0-1002');
    await waitFor(async () => expect(within(await table()).queryByText('A-1001')).not.toBeInTheDocument());
    expect(lastGet().params.get('or')).toBe(
      '(invoice_number.ilike."%cf0000a0-1002%",cfdi_uuid.ilike."%cf0000a0-1002%")',
    );
  });

  it('shows the empty state', async () => {
    renderSection();
    expect(await screen.findByRole('heading', { name: 'No hay facturas disponibles.' })).toBeInTheDocument();
  });

  it('reports a failed load once as a toast and as a block', async () => {
    backend.fail('invoices', { message: 'boom' });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las facturas.');
    await waitFor(() => expect(toastText()).toContain('Error de Carga'));
  });

  it('changes the status from the row menu (PATCH with the new status)', async () => {
    backend.seed('invoices', [adminInvoice('1001')]);
    const { user } = renderSection();
    await tableRow('A-1001');
    await user.click(await menuButton('A-1001'));
    expect(screen.queryByRole('menuitem', { name: 'Marcar como pendiente' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Marcar como pagada' }));
    await waitFor(() => expect(backend.requestsTo('invoices', 'PATCH')).toHaveLength(1));
    const patch = backend.requestsTo('invoices', 'PATCH')[0];
    expect(patch.body).toEqual({ status: 'pagada' });
    expect(patch.params.get('id')).toBe('eq.inv-1001');
    await waitFor(() => expect(toastText()).toContain('La factura A-1001 ahora está pagada.'));
    expect(await within(await tableRow('A-1001')).findByText('Pagada')).toBeInTheDocument();
  });

  it('asks before deleting, then removes the row and both files', async () => {
    backend.seed('invoices', [adminInvoice('1001')]);
    backend.objects.set(`invoices/${COMPANY_A}/A-1001.pdf`, new Blob(['%PDF']));
    backend.objects.set(`invoices/${COMPANY_A}/A-1001.xml`, new Blob(['<x/>']));
    const { user } = renderSection();
    await tableRow('A-1001');
    await user.click(await menuButton('A-1001'));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await findLayer('alertdialog');
    expect(confirm).toHaveTextContent('Se eliminarán la factura A-1001, su PDF y su XML.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(backend.requestsTo('invoices', 'DELETE')).toEqual([]);

    await user.click(await menuButton('A-1001'));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await user.click(within(await findLayer('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(backend.objects.size).toBe(0));
    expect(backend.requestsTo('invoices', 'DELETE')[0].params.get('id')).toBe('eq.inv-1001');
    expect(backend.rows('invoices')).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'No hay facturas disponibles.' })).toBeInTheDocument();
  });
});
