import { screen, waitFor, within } from '@testing-library/react';
import JSZip from 'jszip';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AdminInvoices } from '@/features/billing/components/admin/admin-invoices';
import { renderInvoiceEvidence } from '@/features/compliance/components/deductibility/render-invoice-evidence';

import { findDialog } from '../../../helpers/dialogs';
import { saved } from '../../../helpers/saved-files';
import { backend } from '../../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../../kit/profiles';
import { renderApp, renderWithProviders } from '../../../kit/render';
import { recordedPayment } from '../../billing/payment-complement-fixtures';
import { HASH, paidInvoice, seedEvidence, seedInvoices } from './fixtures';

// The browser's "save file" is the edge: capture the ZIP instead of downloading it.

beforeEach(() => {
  saved.saveAs.mockReset();
  backend.rpcs.record_delivery = () => true;
});
afterEach(() => vi.restoreAllMocks());

const openBilling = () => renderApp('/dashboard/client?tab=billing', { profile: profiles.clientA });
const table = () => screen.findByRole('table', { name: 'Facturas de tu empresa' });
const row = async (number: string) =>
  within(await table()).getByRole('row', { name: new RegExp(`^${number}`) });

async function savedZip() {
  await waitFor(() => expect(saved.saveAs).toHaveBeenCalledTimes(1), { timeout: 5000 });
  const [blob, name] = saved.saveAs.mock.calls[0] as [Blob, string];
  const zip = await JSZip.loadAsync(await blob.arrayBuffer());
  const files = Object.values(zip.files).filter((f) => !f.dir);
  const contents = Object.fromEntries(
    await Promise.all(files.map(async (f) => [f.name, await f.async('string')])),
  );
  return { name, contents };
}

describe("client Facturación: each paid invoice's deductibility file", () => {
  it("says 'Expediente incompleto' and what is missing; an unpaid invoice has no file", async () => {
    seedEvidence(false);
    seedInvoices([paidInvoice('1', '2026-03-15'), paidInvoice('2', null, { issue_date: '2026-02-01' })]);
    openBilling();
    const paid = await row('A-1');
    expect(await within(paid).findByText('Expediente incompleto')).toBeInTheDocument();
    expect(within(paid).getByText('Falta 1: Pago INFONAVIT')).toBeInTheDocument();
    expect(within(await row('A-2')).getByText('Sin fecha de pago')).toBeInTheDocument();
    // The company's own and the global typed documents, asked once for the payment year.
    const requests = backend.requestsTo('documents', 'GET');
    expect(requests).toHaveLength(1);
    expect(requests[0].params.get('or')).toBe(`(is_global.eq.true,company_id.eq.${COMPANY_A})`);
  });

  it('downloads a complete file at once: invoice files, folders by type, Indice.pdf with the hashes', async () => {
    seedEvidence(true);
    seedInvoices([paidInvoice('1', '2026-03-15')]);
    const { user } = openBilling();
    const paid = await row('A-1');
    expect(await within(paid).findByText('Expediente completo')).toBeInTheDocument();
    await user.click(within(paid).getByRole('button', { name: 'Descargar expediente de la factura A-1' }));
    const { name, contents } = await savedZip();
    expect(name).toBe('Expediente_A-1_2026-03.zip');
    expect(Object.keys(contents).sort()).toEqual([
      '01 CFDI de nómina/doc-a.pdf',
      '02 Declaración de ISR/isr-marzo.pdf',
      '03 Pago INFONAVIT/doc-c.pdf',
      'Factura A-1.pdf',
      'Factura A-1.xml',
      'Indice.pdf',
    ]);
    expect(contents['03 Pago INFONAVIT/doc-c.pdf']).toBe('contenido doc-c');
    const index = contents['Indice.pdf'];
    expect(index.startsWith('%PDF')).toBe(true);
    for (const hash of [HASH('a'), HASH('b'), HASH('c')]) expect(index).toContain(hash);
    expect(index).toContain('CAL010101AB1');
    expect(index).not.toContain('FALTANTE');
    // Each evidence document is recorded as downloaded (proof of delivery), not the invoice files.
    await waitFor(() => expect(backend.requestsTo('rpc/record_delivery', 'POST')).toHaveLength(3));
    const bodies = backend.requestsTo('rpc/record_delivery', 'POST').map((r) => r.body);
    expect(bodies).toEqual(
      expect.arrayContaining(
        ['doc-a', 'doc-b', 'doc-c'].map((id) => ({ p_event: 'downloaded', p_document_id: id })),
      ),
    );
    expect(await screen.findByText('Se descargó el expediente de la factura A-1.')).toBeInTheDocument();
  });

  it('with something missing, shows what before downloading, and the index marks it FALTANTE', async () => {
    seedEvidence(false);
    seedInvoices([paidInvoice('1', '2026-03-15')]);
    const { user } = openBilling();
    const paid = await row('A-1');
    await within(paid).findByText('Expediente incompleto');
    await user.click(within(paid).getByRole('button', { name: 'Descargar expediente de la factura A-1' }));
    const dialog = await findDialog('Expediente de la Factura A-1');
    expect(dialog).toHaveTextContent('Evidencia del mes de pago: Marzo 2026.');
    expect(dialog).toHaveTextContent('Falta 1 documento: el índice lo marcará como FALTANTE.');
    const items = within(within(dialog).getByRole('list', { name: 'Documentos requeridos' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      'CFDI de nóminaMarzo 2026 · Entregado',
      'Declaración de ISRMarzo 2026 · Entregado',
      'Pago INFONAVITMar–Abr 2026 · Faltante',
    ]);
    expect(saved.saveAs).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Descargar de Todos Modos' }));
    const { contents } = await savedZip();
    expect(contents['Indice.pdf']).toContain('FALTANTE');
    expect(Object.keys(contents)).not.toContain('03 Pago INFONAVIT/doc-x.pdf');
  });

  it('shows its progress while fetching; cancelling saves nothing, records nothing and says so', async () => {
    seedEvidence(true);
    seedInvoices([paidInvoice('1', '2026-03-15')]);
    const { user } = openBilling();
    const paid = await row('A-1');
    await within(paid).findByText('Expediente completo');
    const release = backend.hold();
    await user.click(within(paid).getByRole('button', { name: 'Descargar expediente de la factura A-1' }));
    const bar = await within(paid).findByRole('progressbar', { name: 'Progreso del expediente' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await user.click(within(paid).getByRole('button', { name: 'Cancelar Descarga' }));
    release();
    expect(await screen.findByText('Descarga cancelada')).toBeInTheDocument();
    expect(within(paid).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved.saveAs).not.toHaveBeenCalled();
    expect(backend.requestsTo('rpc/record_delivery')).toHaveLength(0);
    expect(
      within(paid).getByRole('button', { name: 'Descargar expediente de la factura A-1' }),
    ).toBeEnabled();
  });

  it('shows an error with Reintentar when the documents cannot be read', async () => {
    seedEvidence(true);
    seedInvoices([paidInvoice('1', '2026-03-15')]);
    backend.fail('documents', { status: 500, code: 'XX000', message: 'boom' });
    openBilling();
    const paid = await row('A-1');
    expect(await within(paid).findByText('No se pudo revisar el expediente.')).toBeInTheDocument();
    expect(within(paid).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('admin Facturación: the same file on each paid invoice', () => {
  it('shows the badge of the invoice company and the payment date column', async () => {
    seedEvidence(true);
    seedInvoices([paidInvoice('1', '2026-03-15')]);
    renderWithProviders(
      <AdminInvoices companyId={COMPANY_A} companies={companies} renderEvidence={renderInvoiceEvidence} />,
      { profile: profiles.admin },
    );
    const paid = await screen.findByRole('row', { name: /^A-1/ });
    expect(await within(paid).findByText('Expediente completo')).toBeInTheDocument();
    expect(within(paid).getByText('15/03/2026')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Pago/ })).toBeInTheDocument();
  });
});

describe('an invoice paid in parts: one file per payment month', () => {
  const REP_1 = '5E2D6AF0-8B3C-4D21-9F7A-0C1B2D3E4F50';
  const REP_2 = '6F3E7B01-9C4D-4E32-8A8B-1D2C3E4F5061';
  const payment = (id: string, paidOn: string, installment: number, paid: number, remaining: number) =>
    recordedPayment(id, paidOn, installment, paid, remaining, {
      id: `c${installment}`,
      uuid: installment === 1 ? REP_1 : REP_2,
      companyId: COMPANY_A,
    });

  it('picks the month: the latest first, then February with its payment, REP and evidence', async () => {
    seedEvidence(true);
    seedInvoices([
      paidInvoice('1', '2026-03-15', {
        payments: [payment('p2', '2026-03-15', 2, 6600, 0), payment('p1', '2026-02-10', 1, 5000, 6600)],
      }),
    ]);
    backend.objects.set(`invoices/${COMPANY_A}/rep-${REP_1}.xml`, new Blob([`<rep ${REP_1}/>`]));
    const { user } = openBilling();
    const paid = await row('A-1');
    const picker = within(paid).getByRole('combobox', {
      name: 'Mes de pago del expediente de la factura A-1',
    });
    expect(picker).toHaveValue('2026-03');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Febrero 2026', 'Marzo 2026']);
    expect(await within(paid).findByText('Expediente completo')).toBeInTheDocument();

    // February's file: the payroll of March does not count for it.
    await user.selectOptions(picker, '2026-02');
    expect(await within(paid).findByText('Expediente incompleto')).toBeInTheDocument();
    await user.click(
      within(paid).getByRole('button', { name: 'Ver detalle del expediente de la factura A-1' }),
    );
    const dialog = await findDialog('Expediente de la Factura A-1');
    expect(dialog).toHaveTextContent('Evidencia del mes de pago: Febrero 2026.');
    const payments = within(dialog).getByRole('list', { name: 'Pagos del mes' });
    expect(payments).toHaveTextContent(`10/02/2026 · $5,000.00 MXN`);
    expect(payments).toHaveTextContent(`REP ${REP_1}`);
    expect(payments).not.toHaveTextContent(REP_2);
    await user.click(within(dialog).getByRole('button', { name: 'Descargar de Todos Modos' }));
    const { name, contents } = await savedZip();
    expect(name).toBe('Expediente_A-1_2026-02.zip');
    expect(Object.keys(contents).sort()).toEqual([
      'Factura A-1.pdf',
      'Factura A-1.xml',
      'Indice.pdf',
      `REP ${REP_1}.xml`,
    ]);
    expect(contents['Indice.pdf']).toContain(`REP ${REP_1}`);
    expect(contents['Indice.pdf']).toContain('parcialidad 1');
  });
});
