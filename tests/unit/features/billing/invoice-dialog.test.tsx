import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminInvoices } from '@/features/billing/components/admin/admin-invoices';
import { cfdiErrors } from '@/features/billing/utils/cfdi';
import { fileErrors } from '@/lib/files/file-errors';

import { findDialog, findLayer } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, companies, profiles } from '../../kit/profiles';
import { renderWithProviders, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { adminInvoice, companyRows, otherRfcXml, pdfFile, xmlFile } from './admin-fixtures';

async function openDialog(companyId = 'all') {
  backend.seed('companies', companyRows);
  const rendered = renderWithProviders(<AdminInvoices companyId={companyId} companies={companies} />, {
    profile: profiles.admin,
    userOptions: { applyAccept: false },
  });
  await screen.findByRole('heading', { name: 'No hay facturas disponibles.' });
  await rendered.user.click(screen.getByRole('button', { name: 'Nueva Factura' }));
  return { ...rendered, dialog: await findLayer('dialog') };
}

const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Guardar' });
const writes = () =>
  backend.requests
    .filter((r) => r.method !== 'GET' && !r.path.startsWith('rpc/'))
    .map((r) => `${r.method} ${r.path}`);

describe('Nueva Factura', () => {
  it("asks for the company ('Información de Compañía Requerida') and both files, and sends nothing", async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText('Información de Compañía Requerida')).toBeInTheDocument();
    await user.click(save(dialog));
    for (const text of [
      'Selecciona la empresa de la factura.',
      'Selecciona el PDF de la factura.',
      'Selecciona el XML (CFDI 4.0) de la factura.',
      'Ingresa el número de factura.',
      'Ingresa un monto válido (0 o mayor, hasta 2 decimales).',
    ]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(writes()).toEqual([]);
  });

  it('reads the CFDI when the XML is picked and fills number, UUID and total', async () => {
    const { user, dialog } = await openDialog(COMPANY_A);
    expect(within(dialog).queryByText('Información de Compañía Requerida')).not.toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('CFDI 4.0 (XML)'), xmlFile('A-1005'));
    await waitFor(() => expect(within(dialog).getByLabelText('Número de factura')).toHaveValue('A-1005'));
    expect(within(dialog).getByLabelText('Folio fiscal (UUID)')).toHaveValue(
      'CF0000A0-1005-4000-8000-000000001005',
    );
    expect(within(dialog).getByLabelText('Total (MXN)')).toHaveValue('4640.00');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'XML leído: A-1005, receptor Constructora Alfa S.A. de C.V. (CAL010101AB1).',
    );
  });

  it.each([
    ['not XML', new File(['hola'], 'x.xml', { type: 'text/xml' }), cfdiErrors.notXml],
    [
      'a CFDI 3.3',
      new File(['<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/3" Version="3.3"/>'], 'v33.xml', {
        type: 'text/xml',
      }),
      cfdiErrors.version33,
    ],
  ])('refuses an XML that is %s, with its Spanish reason, even on save', async (_w, file, message) => {
    const { user, dialog } = await openDialog(COMPANY_A);
    await user.upload(within(dialog).getByLabelText('Factura (PDF)'), pdfFile());
    await user.upload(within(dialog).getByLabelText('CFDI 4.0 (XML)'), file);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Número de factura'), 'X-1');
    await user.type(within(dialog).getByLabelText('Total (MXN)'), '10');
    await user.click(save(dialog));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('keeps the reasons of a bad XML and of a text file renamed .pdf through a submit that other fields refuse', async () => {
    const { user, dialog } = await openDialog(COMPANY_A);
    await user.upload(
      within(dialog).getByLabelText('Factura (PDF)'),
      new File(['no soy un PDF'], 'factura.pdf', { type: 'application/pdf' }),
    );
    await user.upload(
      within(dialog).getByLabelText('CFDI 4.0 (XML)'),
      new File(['hola'], 'x.xml', { type: 'text/xml' }),
    );
    const pdfRefused = fileErrors.wrongContent('PDF');
    expect(await within(dialog).findByText(pdfRefused)).toBeInTheDocument();
    expect(await within(dialog).findByText(cfdiErrors.notXml)).toBeInTheDocument();
    // Nothing else is filled: the submit is refused for the number too, and both reasons stay.
    await user.click(save(dialog));
    expect(await within(dialog).findByText('Ingresa el número de factura.')).toBeInTheDocument();
    expect(within(dialog).getByText(pdfRefused)).toBeInTheDocument();
    expect(within(dialog).getByText(cfdiErrors.notXml)).toBeInTheDocument();
    expect(writes()).toEqual([]);
    // Another file clears its own reason only.
    await user.upload(within(dialog).getByLabelText('Factura (PDF)'), pdfFile());
    await waitFor(() => expect(within(dialog).queryByText(pdfRefused)).not.toBeInTheDocument());
    expect(within(dialog).getByText(cfdiErrors.notXml)).toBeInTheDocument();
  });

  it('refuses an XML issued to another RFC, and one for a company without RFC', async () => {
    const { user, dialog } = await openDialog(COMPANY_A);
    await user.upload(within(dialog).getByLabelText('Factura (PDF)'), pdfFile());
    await user.upload(within(dialog).getByLabelText('CFDI 4.0 (XML)'), otherRfcXml());
    const mismatch =
      'El RFC del receptor del XML (ZZZ010101ZZ9) no coincide con el RFC de la empresa (CAL010101AB1).';
    expect(await within(dialog).findByText(mismatch)).toBeInTheDocument();
    await user.click(save(dialog));
    expect(await within(dialog).findByText(mismatch)).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.upload(within(dialog).getByLabelText('CFDI 4.0 (XML)'), xmlFile('A-1005'));
    await waitFor(() => expect(within(dialog).queryByText(mismatch)).not.toBeInTheDocument());
    await chooseOption(user, 'Empresa', 'Industrias Beta');
    expect(
      await within(dialog).findByText(
        'La empresa no tiene RFC registrado. Agrégalo en Perfiles Cliente antes de subir facturas.',
      ),
    ).toBeInTheDocument();
    await user.click(save(dialog));
    expect(writes()).toEqual([]);
    expect(backend.requestsTo('companies', 'GET').at(-1)!.params.get('id')).toBe(`eq.${COMPANY_B}`);
  });

  it('uploads both files under the invoice number and inserts the row read from the XML', async () => {
    const { user, dialog } = await openDialog('all');
    await chooseOption(user, 'Empresa', 'Constructora Alfa');
    await user.upload(within(dialog).getByLabelText('Factura (PDF)'), pdfFile('cualquier-nombre.pdf'));
    await user.upload(within(dialog).getByLabelText('CFDI 4.0 (XML)'), xmlFile('A-1005'));
    await waitFor(() => expect(within(dialog).getByLabelText('Número de factura')).toHaveValue('A-1005'));
    await chooseOption(user, 'Estado', 'Vencida');
    await user.click(save(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect([...backend.objects.keys()].sort()).toEqual([
      `invoices/${COMPANY_A}/A-1005.pdf`,
      `invoices/${COMPANY_A}/A-1005.xml`,
    ]);
    const insert = backend.requestsTo('invoices', 'POST')[0];
    expect(insert.body).toMatchObject({
      company_id: COMPANY_A,
      invoice_number: 'A-1005',
      cfdi_uuid: 'CF0000A0-1005-4000-8000-000000001005',
      due_date: null,
      amount: 4640,
      currency: 'MXN',
      status: 'vencida',
      file_url: `storage://invoices/${COMPANY_A}/A-1005.pdf`,
      xml_url: `storage://invoices/${COMPANY_A}/A-1005.xml`,
    });
    expect((insert.body as { issue_date: string }).issue_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() => expect(toastText()).toContain('La factura A-1005 se guardó.'));
    expect(await screen.findByRole('row', { name: /^A-1005/ })).toBeInTheDocument();
  });

  it('removes the uploaded files when the row is refused (a repeated folio fiscal)', async () => {
    const { user, dialog } = await openDialog(COMPANY_A);
    backend.fail('invoices', { status: 409, code: '23505', message: 'duplicate key' });
    await user.upload(within(dialog).getByLabelText('Factura (PDF)'), pdfFile());
    await user.upload(within(dialog).getByLabelText('CFDI 4.0 (XML)'), xmlFile('A-1005'));
    await waitFor(() => expect(within(dialog).getByLabelText('Número de factura')).toHaveValue('A-1005'));
    await user.click(save(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ya existe una factura con ese número o folio fiscal.',
    );
    await waitFor(() => expect(backend.objects.size).toBe(0));
  });
});

describe('Editar Factura', () => {
  it('changes the data with a PATCH and keeps the files', async () => {
    backend.seed('invoices', [adminInvoice('1001')]);
    const { user } = renderWithProviders(<AdminInvoices companyId={COMPANY_A} companies={companies} />, {
      profile: profiles.admin,
    });
    const row = await screen.findByRole('row', { name: /^A-1001/ });
    await user.click(within(row).getByRole('button', { name: 'Acciones de la factura A-1001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await findDialog('Editar Factura');
    expect(within(dialog).queryByLabelText('CFDI 4.0 (XML)')).not.toBeInTheDocument();
    const total = within(dialog).getByLabelText('Total (MXN)');
    expect(total).toHaveValue('2001.00');
    await user.clear(total);
    await user.type(total, '12.345');
    await user.click(save(dialog));
    expect(
      await within(dialog).findByText('Ingresa un monto válido (0 o mayor, hasta 2 decimales).'),
    ).toBeInTheDocument();
    await user.clear(total);
    await user.type(total, '2100.5');
    // The payment date decides the invoice's deductibility month; it cannot precede the issue date.
    const paidOn = within(dialog).getByLabelText('Fecha de pago (opcional)');
    fireEvent.change(paidOn, { target: { value: '2026-02-28' } });
    await user.click(save(dialog));
    expect(
      await within(dialog).findByText('La fecha de pago no puede ser anterior a la emisión.'),
    ).toBeInTheDocument();
    expect(backend.requestsTo('invoices', 'PATCH')).toHaveLength(0);
    fireEvent.change(paidOn, { target: { value: '2026-03-20' } });
    await user.click(save(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = backend.requestsTo('invoices', 'PATCH')[0];
    expect(patch.params.get('id')).toBe('eq.inv-1001');
    expect(patch.body).toEqual({
      invoice_number: 'A-1001',
      cfdi_uuid: 'CF0000A0-1001-4000-8000-000000001001',
      issue_date: '2026-03-01',
      due_date: null,
      paid_on: '2026-03-20',
      amount: 2100.5,
      currency: 'MXN',
      status: 'pendiente',
    });
  });
});

describe('Editar factura while another admin edits it', () => {
  async function editTotal() {
    backend.seed('invoices', [
      adminInvoice('1001', COMPANY_A, { updated_at: '2026-03-02T09:00:00.000001Z' }),
    ]);
    const { user } = renderWithProviders(<AdminInvoices companyId={COMPANY_A} companies={companies} />, {
      profile: profiles.admin,
    });
    const row = await screen.findByRole('row', { name: /^A-1001/ });
    await user.click(within(row).getByRole('button', { name: 'Acciones de la factura A-1001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await findDialog('Editar Factura');
    // The other admin saves a new total and status meanwhile.
    Object.assign(backend.tables.invoices[0], {
      amount: 3000,
      status: 'pagada',
      updated_at: '2026-03-02T09:03:00.000002Z',
    });
    const total = within(dialog).getByLabelText('Total (MXN)');
    await user.clear(total);
    await user.type(total, '2500');
    await user.click(save(dialog));
    return { user, dialog, alert: await within(dialog).findByRole('alert') };
  }

  it('refuses the stale save and shows the stored total and status against the typed ones', async () => {
    const { alert } = await editTotal();
    expect(backend.requestsTo('invoices', 'PATCH')[0].body).toMatchObject({
      amount: 2500,
      updated_at: '2026-03-02T09:00:00.000001Z',
    });
    expect(alert).toHaveTextContent('Alguien más cambió este registro mientras lo editabas.');
    expect(
      within(alert)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Total (MXN)', 'Estado']);
    expect(
      within(alert)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual([
      'Guardado ahora: 3000.00',
      'Lo que escribiste: 2500',
      'Guardado ahora: Pagada',
      'Lo que escribiste: Pendiente',
    ]);
    expect(backend.tables.invoices[0].amount).toBe(3000);
  });

  it('Guardar de Todos Modos overwrites with the stored version; Recargar takes the stored values', async () => {
    const { user, dialog, alert } = await editTotal();
    await user.click(within(alert).getByRole('button', { name: 'Recargar' }));
    expect(within(dialog).getByLabelText('Total (MXN)')).toHaveValue('3000.00');
    await user.clear(within(dialog).getByLabelText('Total (MXN)'));
    await user.type(within(dialog).getByLabelText('Total (MXN)'), '3100');
    await user.click(save(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('invoices', 'PATCH').at(-1)!.body).toMatchObject({
      amount: 3100,
      status: 'pagada',
      updated_at: '2026-03-02T09:03:00.000002Z',
    });
    expect(backend.tables.invoices[0].amount).toBe(3100);
  });
});

describe('Nueva factura retried', () => {
  it('a retry after an attempt that finished uploads nothing more and leaves one invoice', async () => {
    const { user, dialog } = await openDialog(COMPANY_A);
    await user.upload(within(dialog).getByLabelText('Factura (PDF)'), pdfFile());
    await user.upload(within(dialog).getByLabelText('CFDI 4.0 (XML)'), xmlFile('A-1005'));
    await waitFor(() => expect(within(dialog).getByLabelText('Número de factura')).toHaveValue('A-1005'));
    backend.fail('invoices', 'network');
    await user.click(save(dialog));
    await within(dialog).findByRole('alert');
    const first = backend.requestsTo('invoices', 'POST')[0].body as { id: string };
    // The first insert reached the database; only its answer was lost.
    backend.seed('invoices', [{ ...(first as object), id: first.id }]);
    backend.recover('invoices');
    const uploads = backend.requestsTo('storage/object', 'POST').length;
    await user.click(save(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('storage/object', 'POST')).toHaveLength(uploads);
    expect(backend.requestsTo('invoices', 'POST')).toHaveLength(1);
    expect(backend.tables.invoices.filter((i) => i.id === first.id)).toHaveLength(1);
  });
});
