// 'Acuses de Entrega' below the delivery log: the admin sees every company's receipts (or the header's),
// issues one for a company and month after seeing how many documents it will list (a refusal stays in the
// dialog, in Spanish) and downloads it; the client sees its company's receipts, issues none, and downloads
// them as a PDF named after the code.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DeliveryReceipts } from '@/features/compliance/components/receipts/delivery-receipts';
import { ALL_COMPANIES } from '@/lib/company-scope';

import { saved } from '../../../helpers/saved-files';
import { backend } from '../../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, companies, profiles } from '../../../kit/profiles';
import { renderWithProviders, toastText } from '../../../kit/render';
import { chooseOption } from '../../../kit/select';
import { pdfText } from '../../certificates/pdf-text';
import { receiptDoc, RECEIPT_CODE } from './fixtures';

const table = () => screen.findByRole('table', { name: 'Acuses de Entrega' });

async function savedPdf() {
  await waitFor(() => expect(saved.saveAs).toHaveBeenCalledTimes(1));
  const [blob, name] = saved.saveAs.mock.calls[0] as [Blob, string];
  return { name, text: await pdfText(new Uint8Array(await blob.arrayBuffer())) };
}

describe("the admin's 'Acuses de Entrega'", () => {
  it('lists the receipts newest first with their company, and downloads one as its PDF', async () => {
    backend.seed('delivery_receipts', [
      receiptDoc({ id: 'r-old', code: 'AAAA-AAAA-AAAA', issued_at: '2026-03-02T10:00:00Z' }),
      {
        ...receiptDoc({ id: 'r-b', code: 'BBBB-BBBB-BBBB', issued_at: '2026-04-01T09:00:00Z' }),
        company_id: COMPANY_B,
        company_name: 'Industrias Beta',
      },
      receiptDoc(),
    ]);
    const { user } = renderWithProviders(
      <DeliveryReceipts companyId={ALL_COMPANIES} companies={companies} />,
      {
        profile: profiles.admin,
      },
    );
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getByText(/^[A-F0-9]{4}-/).textContent)).toEqual([
      RECEIPT_CODE,
      'BBBB-BBBB-BBBB',
      'AAAA-AAAA-AAAA',
    ]);
    expect(within(rows[1]).getByText('Industrias Beta')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Marzo 2026')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Emitido por Admin Portal')).toBeInTheDocument();

    await user.click(within(rows[0]).getByRole('button', { name: `Descargar Acuse ${RECEIPT_CODE}` }));
    const { name, text } = await savedPdf();
    expect(name).toBe(`acuse-entrega-${RECEIPT_CODE}.pdf`);
    expect(text).toContain('Acuse de Entrega');
    expect(text).toContain(`${window.location.origin}/verificar-entrega/${RECEIPT_CODE}`);
    expect(text).toContain('Opinión de cumplimiento SAT');
  });

  it("issues a receipt of the header's company for the month chosen, after saying what it will list", async () => {
    backend.seed('delivery_receipts', []);
    backend.seed('delivery_events', [
      {
        id: 1,
        event: 'published',
        company_id: COMPANY_A,
        document_id: 'd1',
        occurred_at: '2026-03-05T18:00:00Z',
      },
      {
        id: 2,
        event: 'published',
        company_id: COMPANY_A,
        document_id: 'd2',
        occurred_at: '2026-03-20T18:00:00Z',
      },
      {
        id: 3,
        event: 'opened',
        company_id: COMPANY_A,
        document_id: 'd1',
        occurred_at: '2026-03-21T18:00:00Z',
      },
      {
        id: 4,
        event: 'published',
        company_id: COMPANY_B,
        document_id: 'd3',
        occurred_at: '2026-03-21T18:00:00Z',
      },
      {
        id: 5,
        event: 'published',
        company_id: COMPANY_A,
        document_id: 'd4',
        occurred_at: '2026-04-01T08:00:00Z',
      },
    ]);
    const calls: unknown[] = [];
    backend.rpcs.issue_delivery_receipt = (args) => {
      calls.push(args);
      if (args.p_month === '2026-02-01') {
        throw { code: '22023', message: 'No hay documentos publicados para Constructora Alfa en 02/2026.' };
      }
      const row = { ...receiptDoc({ id: 'r-new', code: 'CCCC-DDDD-EEEE' }) };
      backend.rows('delivery_receipts').push(row);
      return row;
    };
    const { user } = renderWithProviders(<DeliveryReceipts companyId={COMPANY_A} companies={companies} />, {
      profile: profiles.admin,
    });
    expect(await screen.findByText('Sin Acuses de Entrega')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Emitir Acuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir Acuse' });
    expect(within(dialog).getByRole('combobox', { name: 'Empresa' })).toHaveTextContent('Constructora Alfa');
    await user.clear(within(dialog).getByLabelText('Año'));
    await user.type(within(dialog).getByLabelText('Año'), '2026');
    await chooseOption(user, 'Mes', 'Marzo');
    expect(
      await within(dialog).findByText('El acuse listará 2 documentos publicados en Marzo 2026.'),
    ).toBeInTheDocument();

    await chooseOption(user, 'Mes', 'Febrero');
    expect(
      await within(dialog).findByText('No hay documentos publicados para esta empresa en Febrero 2026.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Emitir Acuse' }));
    expect(
      await within(dialog).findByText('No hay documentos publicados para Constructora Alfa en 02/2026.'),
    ).toBeInTheDocument();

    await chooseOption(user, 'Mes', 'Marzo');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir Acuse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([
      { p_company_id: COMPANY_A, p_month: '2026-02-01' },
      { p_company_id: COMPANY_A, p_month: '2026-03-01' },
    ]);
    expect(toastText()).toContain('Se emitió el acuse CCCC-DDDD-EEEE. Ya puedes descargarlo.');
    expect(
      await within(await table()).findByRole('button', { name: 'Descargar Acuse CCCC-DDDD-EEEE' }),
    ).toBeInTheDocument();
  });

  it('refuses a month that has not started and a missing company before asking the server', async () => {
    backend.seed('delivery_receipts', []);
    backend.rpcs.issue_delivery_receipt = () => {
      throw new Error('no debe llamarse');
    };
    const { user } = renderWithProviders(
      <DeliveryReceipts companyId={ALL_COMPANIES} companies={companies} />,
      {
        profile: profiles.admin,
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Emitir Acuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir Acuse' });
    await user.clear(within(dialog).getByLabelText('Año'));
    await user.type(within(dialog).getByLabelText('Año'), '2099');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir Acuse' }));
    expect(await within(dialog).findByText('Selecciona una empresa.')).toBeInTheDocument();
    await chooseOption(user, 'Empresa', 'Industrias Beta');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir Acuse' }));
    expect(
      await within(dialog).findByText('No se puede emitir un acuse de un mes que aún no empieza.'),
    ).toBeInTheDocument();
    expect(backend.requestsTo('rpc/issue_delivery_receipt', 'POST')).toEqual([]);
  });
});

describe("the client's 'Acuses de Entrega'", () => {
  it("lists its company's receipts, issues none, and downloads one", async () => {
    backend.seed('delivery_receipts', [
      receiptDoc(),
      { ...receiptDoc({ id: 'r-b', code: 'BBBB-BBBB-BBBB' }), company_id: COMPANY_B },
    ]);
    const { user } = renderWithProviders(<DeliveryReceipts companyId={COMPANY_A} />, {
      profile: profiles.clientA,
    });
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Emitir Acuse' })).not.toBeInTheDocument();
    expect(backend.requestsTo('delivery_receipts', 'GET')[0].params.get('company_id')).toBe(
      `eq.${COMPANY_A}`,
    );
    await user.click(within(rows[0]).getByRole('button', { name: `Descargar Acuse ${RECEIPT_CODE}` }));
    const { name, text } = await savedPdf();
    expect(name).toBe(`acuse-entrega-${RECEIPT_CODE}.pdf`);
    expect(text).toContain('Constructora Año Nuevo, S.A. de C.V.');
    expect(text).toContain('Sin descargar');
  });
});
