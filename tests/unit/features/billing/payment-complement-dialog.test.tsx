// 'Subir Complemento de Pago' on the admin's Facturación: the REP is read and checked against the chosen
// company as soon as it is picked (what it pays, or why not, under the file field); Guardar uploads the XML
// and records it through record_payment_complement; a refusal after the upload removes the file.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminInvoices } from '@/features/billing/components/admin/admin-invoices';
import { cfdiErrors } from '@/features/billing/utils/cfdi';

import { findLayer } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../kit/profiles';
import { renderWithProviders, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { adminInvoice, companyRows } from './admin-fixtures';
import { INVOICE, REP_UUID, rep } from './payment-complement-fixtures';

/** Company A's invoices the full REP pays, with what each still owes. */
const invoicesOfA = (payments: Record<string, { remaining: number }[]> = {}) => [
  adminInvoice('1001', COMPANY_A, {
    cfdi_uuid: INVOICE.a1001,
    amount: 18560,
    payments: payments.a1001 ?? [],
  }),
  adminInvoice('1002', COMPANY_A, { cfdi_uuid: INVOICE.a1002, amount: 18560, payments: [] }),
  adminInvoice('1003', COMPANY_A, { cfdi_uuid: INVOICE.a1003, amount: 11600, payments: [] }),
];

const repFile = (text = rep()) => new File([text], 'rep.xml', { type: 'text/xml' });

async function openDialog(companyId = COMPANY_A) {
  backend.seed('companies', companyRows);
  const rendered = renderWithProviders(<AdminInvoices companyId={companyId} companies={companies} />, {
    profile: profiles.admin,
    userOptions: { applyAccept: false },
  });
  await rendered.user.click(await screen.findByRole('button', { name: 'Subir Complemento de Pago' }));
  const dialog = await findLayer('dialog');
  expect(within(dialog).getByRole('heading', { name: 'Subir Complemento de Pago' })).toBeInTheDocument();
  return { ...rendered, dialog };
}

const xmlField = (dialog: HTMLElement) => within(dialog).getByLabelText('Complemento de pago (XML)');
const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Guardar' });
const writes = () =>
  backend.requests
    // The session's own profile sync aside: uploads, inserts and the recording function.
    .filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && r.path !== 'rpc/sync_my_profile')
    .map((r) => `${r.method} ${r.path}`);

describe('Subir Complemento de Pago', () => {
  it('shows what the REP pays, then uploads it and records every payment', async () => {
    backend.seed('invoices', invoicesOfA());
    let recorded: Record<string, unknown> | null = null;
    backend.rpcs.record_payment_complement = (args) => {
      recorded = args;
      return args.p_id;
    };
    const { user, dialog } = await openDialog();
    await user.upload(xmlField(dialog), repFile());
    const summary = await within(dialog).findByRole('status', { name: `Complemento ${REP_UUID}` });
    expect(summary).toHaveTextContent('Pago del 18/03/2026: $27,840.00 MXN');
    expect(summary).toHaveTextContent('Pago del 31/03/2026: $1,000.00 USD');
    const lines = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Factura A-1001Pagado $18,560.00 MXN · Queda pagada',
      'Factura A-1002Pagado $9,280.00 MXN · Saldo $9,280.00 MXN',
      'Factura A-1002Pagado $9,280.00 MXN · Queda pagada',
      'Factura A-1003Pagado $7,970.00 MXN · Saldo $3,630.00 MXN',
    ]);

    await user.click(save(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const key = `invoices/${COMPANY_A}/rep-${REP_UUID}.xml`;
    expect([...backend.objects.keys()]).toEqual([key]);
    expect(recorded).toMatchObject({
      p_company_id: COMPANY_A,
      p_rep_uuid: REP_UUID,
      p_receiver_rfc: 'CAL010101AB1',
      p_xml_url: `storage://${key}`,
    });
    const payments = (recorded as unknown as { p_payments: Record<string, unknown>[] }).p_payments;
    expect(payments.map((p) => [p.invoice_uuid, p.paid_on, p.amount_paid, p.remaining])).toEqual([
      [INVOICE.a1001, '2026-03-18', 18560, 0],
      [INVOICE.a1002, '2026-03-18', 9280, 9280],
      [INVOICE.a1002, '2026-03-31', 9280, 0],
      [INVOICE.a1003, '2026-03-31', 7970, 3630],
    ]);
    await waitFor(() => expect(toastText()).toContain(`El complemento ${REP_UUID} se guardó con sus pagos.`));
  });

  it.each([
    ['malformed', () => repFile('hola'), [], cfdiErrors.notXml],
    [
      'for another RFC',
      () => repFile(rep({ receiver: 'ZZZ010101ZZ9' })),
      invoicesOfA(),
      'El complemento es para el RFC ZZZ010101ZZ9, no para CAL010101AB1.',
    ],
    [
      'for unknown invoices',
      () => repFile(),
      invoicesOfA().slice(0, 1),
      `El complemento paga facturas que no son de esta empresa: ${INVOICE.a1002}, ${INVOICE.a1003}.`,
    ],
    [
      'paying more than the balance',
      () => repFile(),
      invoicesOfA({ a1001: [{ remaining: 10000 }] }),
      `El complemento paga $18,560.00 MXN de la factura ${INVOICE.a1001}, más que su saldo de $10,000.00 MXN.`,
    ],
  ])(
    'refuses a REP that is %s under the file field, and saves nothing',
    async (_what, file, rows, message) => {
      backend.seed('invoices', rows);
      const { user, dialog } = await openDialog();
      await user.upload(xmlField(dialog), file());
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(within(dialog).queryByRole('status', { name: /^Complemento/ })).not.toBeInTheDocument();
      await user.click(save(dialog));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(writes()).toEqual([]);
    },
  );

  it('refuses a REP recorded before', async () => {
    backend.seed('invoices', invoicesOfA());
    backend.seed('payment_complements', [{ id: 'rep-1', company_id: COMPANY_A, rep_uuid: REP_UUID }]);
    const { user, dialog } = await openDialog();
    await user.upload(xmlField(dialog), repFile());
    expect(
      await within(dialog).findByText(`El complemento de pago ${REP_UUID} ya se registró.`),
    ).toBeInTheDocument();
    await user.click(save(dialog));
    expect(writes()).toEqual([]);
  });

  it('checks again when the company changes, and asks for one when none is chosen', async () => {
    backend.seed('invoices', invoicesOfA());
    const { user, dialog } = await openDialog('all');
    await user.upload(xmlField(dialog), repFile());
    await user.click(save(dialog));
    expect(await within(dialog).findByText('Selecciona la empresa del complemento.')).toBeInTheDocument();
    await chooseOption(user, 'Empresa', 'Industrias Beta');
    expect(
      await within(dialog).findByText(
        'La empresa no tiene RFC registrado. Agrégalo en Perfiles Cliente antes de subir complementos.',
      ),
    ).toBeInTheDocument();
    await chooseOption(user, 'Empresa', 'Constructora Alfa');
    expect(
      await within(dialog).findByRole('status', { name: `Complemento ${REP_UUID}` }),
    ).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('removes the uploaded XML when the database refuses the complement', async () => {
    backend.seed('invoices', invoicesOfA());
    const stale =
      'El saldo anterior de la factura A-1002 en el complemento (18,560.00) no es el saldo registrado (9,280.00); sube primero los complementos anteriores.';
    backend.rpcs.record_payment_complement = () => {
      throw Object.assign(new Error(stale), { code: '22023' });
    };
    const { user, dialog } = await openDialog();
    await user.upload(xmlField(dialog), repFile());
    await within(dialog).findByRole('status', { name: `Complemento ${REP_UUID}` });
    await user.click(save(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(stale);
    await waitFor(() => expect(backend.objects.size).toBe(0));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
