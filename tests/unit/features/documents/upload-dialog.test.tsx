import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminDocuments } from '@/features/documents/components/admin/admin-documents';
import { fileErrors } from '@/lib/files/file-errors';

import { findDialog, findLayer } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { pdf, uploadTypes } from './fixtures';

const now = new Date();
const YEAR = now.getFullYear();
const MONTH = now.getMonth() + 1;
const MM = String(MONTH).padStart(2, '0');
const folder = (company = COMPANY_A) => `${company}/${YEAR}/${MM}`;
/** SHA-256 of the test PDF's bytes ('%PDF-1.4\n'), as sha256sum prints it. */
const PDF_SHA256 = 'e5c62df5dab5c87b6a015ef3d43597074d1eec433b15f51aec63b8582d0e4ab4';

async function openDialog(companyId = 'all') {
  // applyAccept off: the tests hand the input non-PDF files on purpose, as a user can with "all files".
  const rendered = renderWithProviders(
    <AdminDocuments companyId={companyId} companies={companies} types={uploadTypes} />,
    {
      profile: profiles.admin,
      userOptions: { applyAccept: false },
    },
  );
  await screen.findByText('Sin Documentos');
  await rendered.user.click(screen.getByRole('button', { name: 'Subir Documentos' }));
  return { ...rendered, dialog: await findDialog('Subir Documentos') };
}

type User = Awaited<ReturnType<typeof openDialog>>['user'];

const txt = () => new File(['hola'], 'notas.txt', { type: 'text/plain' });
const fileRow = (fileName: string) =>
  within(screen.getByRole('list', { name: 'Archivos seleccionados' }))
    .getByText(fileName, { exact: true })
    .closest('li')!;
const writes = () =>
  backend.requests
    .filter((r) => !['GET', 'HEAD'].includes(r.method) && !r.path.startsWith('rpc/'))
    .map((r) => `${r.method} ${r.path}`);

async function pick(
  user: User,
  files: File[],
  company = 'Constructora Alfa',
  type = company.startsWith('Global') ? 'Declaración de IVA' : 'Pago de cuotas IMSS',
) {
  await chooseOption(user, 'Empresa', company);
  await chooseOption(user, 'Tipo de documento', type);
  await user.upload(screen.getByLabelText('Archivos (PDF)'), files);
}

describe('Subir documentos: validation', () => {
  it('names every missing field and sends nothing', async () => {
    const { user, dialog } = await openDialog();
    await user.clear(screen.getByLabelText('Año'));
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    for (const text of [
      'Selecciona una empresa o Global.',
      'Ingresa un año válido (2000 a 2100).',
      'Selecciona el tipo de documento.',
      'Selecciona al menos un archivo PDF.',
    ]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(writes()).toEqual([]);
  });

  it('defaults each name from its file, and refuses an emptied name', async () => {
    const { user, dialog } = await openDialog();
    await pick(user, [pdf('Opinión IMSS.pdf'), pdf('acuse-sat.pdf')]);
    const name = screen.getByLabelText('Nombre de Opinión IMSS.pdf');
    expect(name).toHaveValue('Opinión IMSS');
    expect(screen.getByLabelText('Nombre de acuse-sat.pdf')).toHaveValue('acuse-sat');
    expect(within(fileRow('acuse-sat.pdf')).getByText('Pendiente')).toBeInTheDocument();
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Subir 2 Archivos' }));
    expect(await within(dialog).findByText('Ingresa el nombre del documento.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('removes a picked file from the list before sending', async () => {
    const { user, dialog } = await openDialog();
    await pick(user, [pdf('a.pdf'), pdf('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Quitar a.pdf' }));
    expect(screen.queryByLabelText('Nombre de a.pdf')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Subir 1 Archivo' })).toBeInTheDocument();
  });
});

describe('Subir documentos: many files, one failure', () => {
  it('refuses a file whose content is not a PDF when it is chosen, until it is removed; sends the rest', async () => {
    const { user, dialog } = await openDialog();
    await pick(user, [pdf('uno.pdf'), txt(), pdf('tres.pdf')]);
    const refused = fileErrors.wrongContent('PDF');
    expect(await within(fileRow('notas.txt')).findByText(refused)).toBeInTheDocument();
    expect(within(fileRow('uno.pdf')).queryByText(refused)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nombre de uno.pdf'));
    await user.type(screen.getByLabelText('Nombre de uno.pdf'), 'Opinión IMSS');

    // A submit sends nothing and keeps the reason on the file's row.
    await user.click(within(dialog).getByRole('button', { name: 'Subir 3 Archivos' }));
    expect(await within(fileRow('notas.txt')).findByText(refused)).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Quitar notas.txt' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subir 2 Archivos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      `POST storage/object/repse-documents/${folder()}/uno.pdf`,
      'POST documents',
      `POST storage/object/repse-documents/${folder()}/tres.pdf`,
      'POST documents',
    ]);
    expect(backend.requestsTo('documents', 'POST').map((r) => r.body)).toEqual([
      {
        // The picked file's own id, sent again if it is retried: never a second row.
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        company_id: COMPANY_A,
        is_global: false,
        year: YEAR,
        month: MONTH,
        name: 'Opinión IMSS',
        url: `storage://repse-documents/${folder()}/uno.pdf`,
        document_type_id: 'type-imss',
        issued_on: null,
        expires_on: null,
        sha256: PDF_SHA256,
        size_bytes: 9,
      },
      expect.objectContaining({ name: 'tres', url: `storage://repse-documents/${folder()}/tres.pdf` }),
    ]);
  });

  it('a refused insert removes that object only; the retry lands it and closes the dialog', async () => {
    const { user, dialog } = await openDialog(COMPANY_A);
    expect(screen.getByRole('combobox', { name: 'Empresa' })).toHaveTextContent('Constructora Alfa');
    await chooseOption(user, 'Tipo de documento', 'Pago de cuotas IMSS');
    backend.fail('documents', { status: 403, code: '42501', message: 'denied' });
    await user.upload(screen.getByLabelText('Archivos (PDF)'), [pdf('uno.pdf'), pdf('dos.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Subir 2 Archivos' }));
    await waitFor(() =>
      expect(
        within(fileRow('dos.pdf')).getByText('No se pudo guardar el documento. Inténtalo de nuevo.'),
      ).toBeInTheDocument(),
    );
    expect(backend.objects.size).toBe(0);

    backend.recover('documents');
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar Fallidos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect([...backend.objects.keys()].sort()).toEqual([
      `repse-documents/${folder()}/dos.pdf`,
      `repse-documents/${folder()}/uno.pdf`,
    ]);
    expect(screen.getByText('2 documentos subidos.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Documentos REPSE' })).toBeInTheDocument();
  });

  it.each([
    { lostInsertWrote: false, inserts: 2 },
    { lostInsertWrote: true, inserts: 1 },
  ])(
    'an insert left unanswered keeps the object; the retry uploads nothing again (row written: $lostInsertWrote)',
    async ({ lostInsertWrote, inserts }) => {
      const { user, dialog } = await openDialog(COMPANY_A);
      await chooseOption(user, 'Tipo de documento', 'Pago de cuotas IMSS');
      backend.fail('documents', 'network');
      await user.upload(screen.getByLabelText('Archivos (PDF)'), [pdf('uno.pdf')]);
      await user.click(within(dialog).getByRole('button', { name: 'Subir 1 Archivo' }));
      expect(
        await within(fileRow('uno.pdf')).findByText(/^Se perdió la conexión al guardar el documento\./),
      ).toBeInTheDocument();
      const reference = `storage://repse-documents/${folder()}/uno.pdf`;
      expect(backend.objects.has(`repse-documents/${folder()}/uno.pdf`)).toBe(true);

      backend.recover('documents');
      // The lost answer's insert may have reached the database: then the row is already there, with the id
      // the attempt sent (the picked file's id, sent again by the retry).
      const [lost] = backend.requestsTo('documents', 'POST');
      const sentId = (lost.body as { id: string }).id;
      if (lostInsertWrote) backend.seed('documents', [{ id: sentId, name: 'uno', url: reference }]);
      // The batch ends once the list it refreshes has answered.
      await user.click(await within(dialog).findByRole('button', { name: 'Reintentar Fallidos' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(backend.requestsTo('storage/object/repse-documents', 'POST')).toHaveLength(1);
      expect(backend.requestsTo('documents', 'POST')).toHaveLength(inserts);
      expect(backend.rows('documents').filter((r) => r.url === reference)).toHaveLength(1);
      expect(backend.rows('documents').filter((r) => r.id === sentId)).toHaveLength(1);
    },
  );

  it('a global upload goes to global/ with is_global and no company', async () => {
    const { user, dialog } = await openDialog();
    await pick(user, [pdf('guia.pdf')], 'Global (todas las empresas)');
    await user.click(within(dialog).getByRole('button', { name: 'Subir 1 Archivo' }));
    await screen.findByText('1 documento subido.');
    expect(backend.objects.has(`repse-documents/global/${YEAR}/${MM}/guia.pdf`)).toBe(true);
    expect(backend.requestsTo('documents', 'POST')[0].body).toMatchObject({
      company_id: null,
      is_global: true,
      document_type_id: 'type-guia',
    });
  });
});

describe('Subir documentos: closing mid-way', () => {
  it('asks first, keeps uploading in the background, and shows the same list when reopened', async () => {
    const { user, dialog } = await openDialog();
    await pick(user, [pdf('uno.pdf'), pdf('dos.pdf')]);
    const release = backend.hold();
    await user.click(within(dialog).getByRole('button', { name: 'Subir 2 Archivos' }));
    expect(await within(fileRow('uno.pdf')).findByText('Subiendo')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const confirm = await findDialog('¿Cerrar la carga?', 'alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Seguir Aquí' }));
    expect(screen.getByRole('dialog', { name: 'Subir Documentos' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await findLayer('alertdialog')).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    release();
    expect(await screen.findByText('2 documentos subidos.')).toBeInTheDocument();
    expect(backend.requestsTo('documents', 'POST')).toHaveLength(2);
  });

  it('keeps picked but unsent files when closed after confirming', async () => {
    const { user, dialog } = await openDialog();
    await pick(user, [pdf('uno.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await findLayer('alertdialog')).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Subir Documentos' }));
    expect(await screen.findByLabelText('Nombre de uno.pdf')).toHaveValue('uno');
    expect(writes()).toEqual([]);
  });
});
