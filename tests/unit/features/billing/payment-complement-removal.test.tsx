// Removing a payment complement from the admin's list: the row menu offers each complement, the
// confirmation names its folio fiscal and every invoice it paid, the database does the rest and the XML
// goes after it; a refusal (an older installment while a newer one exists) is a Spanish toast. Once
// payments are recorded, the invoice's payment date is shown, not typed.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminInvoices } from '@/features/billing/components/admin/admin-invoices';

import { findLayer } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../kit/profiles';
import { renderWithProviders, toastText } from '../../kit/render';
import { adminInvoice } from './admin-fixtures';
import { recordedPayment } from './payment-complement-fixtures';

const REP_1 = '5E2D6AF0-8B3C-4D21-9F7A-0C1B2D3E4F50';
const REP_2 = '6F3E7B01-9C4D-4E32-8A8B-1D2C3E4F5061';
const xmlOf = (uuid: string) => `storage://invoices/${COMPANY_A}/rep-${uuid}.xml`;
const payment = (id: string, paidOn: string, installment: number, paid: number, remaining: number) =>
  recordedPayment(id, paidOn, installment, paid, remaining, {
    id: `c${installment}`,
    uuid: installment === 1 ? REP_1 : REP_2,
    companyId: COMPANY_A,
  });
const PAID_IN_PARTS = adminInvoice('1001', COMPANY_A, {
  amount: 1000,
  status: 'pagada',
  paid_on: '2026-03-12',
  payments: [payment('p1', '2026-02-05', 1, 400, 600), payment('p2', '2026-03-12', 2, 600, 0)],
});

const renderSection = () =>
  renderWithProviders(<AdminInvoices companyId={COMPANY_A} companies={companies} />, {
    profile: profiles.admin,
  });
const openMenu = async (user: ReturnType<typeof renderSection>['user']) => {
  const row = within(await screen.findByRole('table', { name: 'Facturas' })).getByRole('row', {
    name: /^A-1001/,
  });
  await user.click(within(row).getByRole('button', { name: 'Acciones de la factura A-1001' }));
};

describe("Admin 'Eliminar Complemento'", () => {
  it('names the complement and the invoices it paid, removes it in the database, then its XML', async () => {
    backend.seed('invoices', [PAID_IN_PARTS]);
    // The second complement also paid another invoice: the confirmation names both.
    backend.seed('invoice_payments', [
      { id: 'p2', complement_id: 'c2', invoice: { invoice_number: 'A-1001' } },
      { id: 'p9', complement_id: 'c2', invoice: { invoice_number: 'A-0999' } },
    ]);
    backend.objects.set(`invoices/${COMPANY_A}/rep-${REP_2}.xml`, new Blob(['<x/>']));
    const calls: unknown[] = [];
    backend.rpcs.remove_payment_complement = (args) => {
      calls.push(args);
      return xmlOf(REP_2);
    };
    const { user } = renderSection();
    await openMenu(user);
    expect(screen.getByRole('menuitem', { name: 'Eliminar Complemento (REP 1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar Complemento (REP 2)' }));
    const confirm = await findLayer('alertdialog');
    expect(within(confirm).getByRole('heading', { name: 'Eliminar Complemento' })).toBeInTheDocument();
    await waitFor(() =>
      expect(confirm).toHaveTextContent(
        `Se eliminarán el complemento de pago ${REP_2} y sus pagos de las facturas A-0999 y A-1001: vuelven al saldo y a la fecha de su pago anterior`,
      ),
    );
    expect(backend.requestsTo('invoice_payments', 'GET')[0].params.get('complement_id')).toBe('eq.c2');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(toastText()).toContain('Complemento eliminado'));
    expect(calls).toEqual([{ p_id: 'c2' }]);
    expect(backend.objects.size).toBe(0);
  });

  it('says in Spanish why an older installment stays, and keeps its XML', async () => {
    backend.seed('invoices', [PAID_IN_PARTS]);
    backend.objects.set(`invoices/${COMPANY_A}/rep-${REP_1}.xml`, new Blob(['<x/>']));
    backend.rpcs.remove_payment_complement = () => {
      throw {
        code: '23514',
        message: 'texto de la base de datos',
        details: JSON.stringify({
          reason: 'later_complement',
          rep_uuid: REP_1,
          invoice: 'A-1001',
          later_rep_uuid: REP_2,
        }),
      };
    };
    const { user } = renderSection();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar Complemento (REP 1)' }));
    const confirm = await findLayer('alertdialog');
    expect(confirm).toHaveTextContent(
      `complemento de pago ${REP_1} y sus pagos de la factura A-1001: vuelve`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(toastText()).toContain(
        `No se puede eliminar el complemento ${REP_1}: la factura A-1001 tiene un complemento posterior (${REP_2}). Elimina primero el más reciente.`,
      ),
    );
    expect(backend.objects.size).toBe(1);
  });

  it('shows the payment date of an invoice with complements as theirs, not as a field to type', async () => {
    backend.seed('invoices', [PAID_IN_PARTS, adminInvoice('1002', COMPANY_A, { payments: [] })]);
    const { user } = renderSection();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Editar' }));
    const dialog = await findLayer('dialog');
    const date = within(dialog).getByLabelText('Fecha de pago');
    expect(date).toHaveAttribute('readonly');
    expect(date).toHaveValue('12/03/2026');
    expect(date).toHaveAccessibleDescription('Fecha tomada de los complementos de pago');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    const other = within(await screen.findByRole('table', { name: 'Facturas' })).getByRole('row', {
      name: /^A-1002/,
    });
    await user.click(within(other).getByRole('button', { name: 'Acciones de la factura A-1002' }));
    expect(screen.queryByRole('menuitem', { name: /Eliminar Complemento/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Editar' }));
    expect(within(await findLayer('dialog')).getByLabelText('Fecha de pago (opcional)')).not.toHaveAttribute(
      'readonly',
    );
  });
});
