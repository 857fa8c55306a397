import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminDocuments } from '@/features/documents/components/admin/admin-documents';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { pdf } from './fixtures';

const now = new Date();
const YEAR = now.getFullYear();
const MONTH = now.getMonth() + 1;
const MM = String(MONTH).padStart(2, '0');

async function openDialog(companyId = 'all') {
  // applyAccept off: the tests hand the input non-PDF files on purpose, as a user can with "all files".
  const rendered = renderWithProviders(<AdminDocuments companyId={companyId} companies={companies} />, {
    profile: profiles.admin,
    userOptions: { applyAccept: false },
  });
  await screen.findByText('Sin Documentos');
  await rendered.user.click(screen.getByRole('button', { name: 'Subir documento' }));
  return { ...rendered, dialog: await screen.findByRole('dialog') };
}

type User = Awaited<ReturnType<typeof openDialog>>['user'];

async function fill(user: User, file: File, company = 'Constructora Alfa') {
  await chooseOption(user, 'Empresa', company);
  await user.type(screen.getByLabelText('Nombre'), 'Opinión IMSS');
  await user.upload(screen.getByLabelText('Archivo (PDF)'), file);
}

const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Subir' });
const writes = () =>
  backend.requests
    .filter((r) => r.method !== 'GET' && !r.path.startsWith('rpc/'))
    .map((r) => `${r.method} ${r.path}`);

describe('Subir documento: validation', () => {
  it('names every missing field and sends nothing', async () => {
    const { user, dialog } = await openDialog();
    await user.clear(screen.getByLabelText('Año'));
    await user.click(submit(dialog));
    for (const text of [
      'Selecciona una empresa o Global.',
      'Ingresa un año válido (2000 a 2100).',
      'Ingresa el nombre del documento.',
      'Selecciona un archivo PDF.',
    ]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
  });

  it.each([
    [
      'a wrong type',
      new File(['hola'], 'notas.txt', { type: 'text/plain' }),
      'Tipo de archivo no permitido.',
    ],
    [
      'an oversize file',
      pdf('grande.pdf', 10 * 1024 * 1024 + 1),
      'El archivo supera el tamaño máximo permitido (10 MB).',
    ],
    ['an invalid name', pdf('informe#1?.pdf'), 'Nombre de archivo no válido.'],
  ])('refuses %s before sending it, and a new file clears the message', async (_what, file, message) => {
    const { user, dialog } = await openDialog();
    await fill(user, file);
    await user.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(writes()).toEqual([]);
    await user.upload(screen.getByLabelText('Archivo (PDF)'), pdf());
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the existing-name message when Storage refuses a duplicate, and inserts nothing', async () => {
    backend.objects.set(`repse-documents/${COMPANY_A}/${YEAR}/${MM}/opinion-imss.pdf`, new Blob(['old']));
    const { user, dialog } = await openDialog();
    await fill(user, pdf());
    await user.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ya existe un archivo con ese nombre.',
    );
    expect(writes()).toEqual([
      `POST storage/object/repse-documents/${COMPANY_A}/${YEAR}/${MM}/opinion-imss.pdf`,
    ]);
    expect(
      await backend.objects.get(`repse-documents/${COMPANY_A}/${YEAR}/${MM}/opinion-imss.pdf`)!.text(),
    ).toBe('old');
  });
});

describe('Subir documento: order of operations', () => {
  it('uploads under <company>/<year>/<month>/<file> without upsert, inserts the row, toasts and refreshes', async () => {
    const { user, dialog } = await openDialog();
    await fill(user, pdf());
    await user.type(screen.getByLabelText('Tipo de documento (opcional)'), 'IMSS');
    await user.click(submit(dialog));
    expect(await screen.findByText('Documento subido')).toBeInTheDocument();
    const key = `${COMPANY_A}/${YEAR}/${MM}/opinion-imss.pdf`;
    expect(writes()).toEqual([`POST storage/object/repse-documents/${key}`, 'POST documents']);
    expect(backend.requestsTo('storage/object/repse-documents')[0].headers.get('x-upsert')).toBe('false');
    expect(backend.requestsTo('documents', 'POST')[0].body).toEqual({
      company_id: COMPANY_A,
      is_global: false,
      year: YEAR,
      month: MONTH,
      name: 'Opinión IMSS',
      url: `storage://repse-documents/${key}`,
      document_type: 'IMSS',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('table', { name: 'Documentos REPSE' })).toBeInTheDocument();
  });

  it('a global document goes to global/ with is_global and no company', async () => {
    const { user, dialog } = await openDialog();
    await fill(user, pdf('guia.pdf'), 'Global (todas las empresas)');
    await user.click(submit(dialog));
    await screen.findByText('Documento subido');
    expect(backend.objects.has(`repse-documents/global/${YEAR}/${MM}/guia.pdf`)).toBe(true);
    expect(backend.requestsTo('documents', 'POST')[0].body).toMatchObject({
      company_id: null,
      is_global: true,
      document_type: null,
    });
  });

  it('preselects the header company, and removes the object when the insert is refused', async () => {
    const { user, dialog } = await openDialog(COMPANY_A);
    expect(screen.getByRole('combobox', { name: 'Empresa' })).toHaveTextContent('Constructora Alfa');
    backend.fail('documents', {
      status: 403,
      code: '42501',
      message: 'new row violates row-level security policy',
    });
    await user.type(screen.getByLabelText('Nombre'), 'Opinión IMSS');
    await user.upload(screen.getByLabelText('Archivo (PDF)'), pdf());
    await user.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo guardar el documento. Inténtalo de nuevo.',
    );
    const key = `${COMPANY_A}/${YEAR}/${MM}/opinion-imss.pdf`;
    expect(writes()).toEqual([
      `POST storage/object/repse-documents/${key}`,
      'POST documents',
      'DELETE storage/object/repse-documents',
    ]);
    expect(backend.objects.size).toBe(0);
    expect(screen.queryByText('Documento subido')).not.toBeInTheDocument();
  });
});
