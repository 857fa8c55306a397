import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { resetToasts } from '@/components/ui/use-toast';

import { COMPANY_A, db, pdf, renderAdminDocuments, resetDb, storage } from './harness';

vi.mock('@/lib/supabase', async () => (await import('./supabase-mock')).supabaseModule);

const now = new Date();
const YEAR = now.getFullYear();
const MONTH = now.getMonth() + 1;
const MM = String(MONTH).padStart(2, '0');

beforeEach(() => {
  resetDb();
  resetToasts();
});

async function openDialog(companyId = 'all') {
  const screenApi = renderAdminDocuments(companyId);
  await screen.findByText('Sin Documentos');
  await screenApi.user.click(screen.getByRole('button', { name: 'Subir documento' }));
  const dialog = await screen.findByRole('dialog');
  return { ...screenApi, dialog };
}

async function fill(
  user: ReturnType<typeof renderAdminDocuments>['user'],
  file: File,
  company = 'Constructora Alfa',
) {
  await user.selectOptions(screen.getByLabelText('Empresa'), company);
  await user.type(screen.getByLabelText('Nombre'), 'Opinión IMSS');
  await user.upload(screen.getByLabelText('Archivo (PDF)'), file);
}

const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Subir' });

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
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(db.log).toEqual(['select documents']);
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
  ])('refuses %s before sending it', async (_what, file, message) => {
    const { user, dialog } = await openDialog();
    await fill(user, file);
    await user.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(storage.upload).not.toHaveBeenCalled();
    await user.upload(screen.getByLabelText('Archivo (PDF)'), pdf());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the existing-name message when Storage answers 409, and inserts nothing', async () => {
    storage.upload.mockResolvedValueOnce({ error: { status: 409, message: 'The resource already exists' } });
    const { user, dialog } = await openDialog();
    await fill(user, pdf());
    await user.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ya existe un archivo con ese nombre.',
    );
    expect(db.log).not.toContain('insert documents');
  });
});

describe('Subir documento: order of operations', () => {
  it('uploads under <company>/<year>/<month>/<file> without upsert, then inserts the row, toasts and refreshes', async () => {
    const { user, dialog } = await openDialog();
    await fill(user, pdf());
    await user.type(screen.getByLabelText('Tipo de documento (opcional)'), 'IMSS');
    await user.click(submit(dialog));
    expect(await screen.findByText('Documento subido')).toBeInTheDocument();
    const key = `${COMPANY_A}/${YEAR}/${MM}/opinion-imss.pdf`;
    expect(db.log).toEqual([
      'select documents',
      `upload repse-documents/${key}`,
      'insert documents',
      'select documents',
    ]);
    expect(storage.upload.mock.calls[0][2]).toEqual({ contentType: 'application/pdf', upsert: false });
    expect(db.calls).toContainEqual([
      'insert',
      {
        company_id: COMPANY_A,
        is_global: false,
        year: YEAR,
        month: MONTH,
        name: 'Opinión IMSS',
        url: `storage://repse-documents/${key}`,
        document_type: 'IMSS',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a global document goes to global/ with is_global and no company', async () => {
    const { user, dialog } = await openDialog();
    await fill(user, pdf('guia.pdf'), 'Global (todas las empresas)');
    await user.click(submit(dialog));
    await screen.findByText('Documento subido');
    expect(db.log).toContain(`upload repse-documents/global/${YEAR}/${MM}/guia.pdf`);
    expect(db.calls).toContainEqual([
      'insert',
      expect.objectContaining({ company_id: null, is_global: true, document_type: null }),
    ]);
  });

  it('removes the uploaded object when the insert fails, and says so', async () => {
    db.results.insert = { error: { message: 'new row violates row-level security policy' } };
    const { user, dialog } = await openDialog(COMPANY_A);
    await user.type(screen.getByLabelText('Nombre'), 'Opinión IMSS');
    await user.upload(screen.getByLabelText('Archivo (PDF)'), pdf());
    await user.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo guardar el documento. Inténtalo de nuevo.',
    );
    const key = `repse-documents/${COMPANY_A}/${YEAR}/${MM}/opinion-imss.pdf`;
    expect(db.log.slice(1)).toEqual([`upload ${key}`, 'insert documents', `remove ${key}`]);
    expect(screen.queryByText('Documento subido')).not.toBeInTheDocument();
  });
});
