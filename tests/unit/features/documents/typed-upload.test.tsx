// The typed upload: the catalogue's types offered for the chosen scope, the date each type needs, and the
// fingerprint of every file computed in the browser.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminDocuments } from '@/features/documents/components/admin/admin-documents';
import type { UploadType } from '@/features/documents/utils/upload-form';

import { findDialog } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { pdf, uploadTypes } from './fixtures';

async function openDialog({
  types,
  companyId = 'all',
}: { types?: UploadType[] | null; companyId?: string } = {}) {
  const rendered = renderWithProviders(
    <AdminDocuments
      companyId={companyId}
      companies={companies}
      types={types === null ? undefined : (types ?? uploadTypes)}
    />,
    { profile: profiles.admin },
  );
  await screen.findByText('Sin Documentos');
  await rendered.user.click(screen.getByRole('button', { name: 'Subir Documentos' }));
  return { ...rendered, dialog: await findDialog('Subir Documentos') };
}

const optionNames = async (user: Awaited<ReturnType<typeof openDialog>>['user']) => {
  await user.click(screen.getByRole('combobox', { name: 'Tipo de documento' }));
  const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
};

describe('typed upload: which types', () => {
  it('offers company types for a company and global types for Global, and clears a type that no longer fits', async () => {
    const { user } = await openDialog();
    expect(screen.getByRole('combobox', { name: 'Tipo de documento' })).toHaveTextContent(
      'Primero elige la empresa o Global.',
    );
    await chooseOption(user, 'Empresa', 'Constructora Alfa');
    expect(await optionNames(user)).toEqual(['Pago de cuotas IMSS', 'Opinión IMSS']);
    await chooseOption(user, 'Tipo de documento', 'Opinión IMSS');
    await chooseOption(user, 'Empresa', 'Global (todas las empresas)');
    expect(screen.getByRole('combobox', { name: 'Tipo de documento' })).toHaveTextContent(
      'Seleccionar tipo...',
    );
    expect(await optionNames(user)).toEqual(['Declaración de IVA', 'Registro REPSE']);
  });

  it('says the types are loading while the catalogue is on its way', async () => {
    await openDialog({ types: null });
    expect(screen.getByRole('combobox', { name: 'Tipo de documento' })).toHaveTextContent(
      'Cargando tipos...',
    );
  });
});

describe('typed upload: dates and fingerprint', () => {
  it('requires the issue date of an opinion, sends it with the SHA-256 and size, and no expiry', async () => {
    const { user, dialog } = await openDialog({ companyId: COMPANY_A });
    await chooseOption(user, 'Tipo de documento', 'Opinión IMSS');
    expect(within(dialog).getByText(/Vigencia de 30 días/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Fecha de vencimiento')).not.toBeInTheDocument();
    const file = new File(['%PDF-1.4 hola mundo'], 'opinion.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Archivos (PDF)'), [file]);
    await user.click(within(dialog).getByRole('button', { name: 'Subir 1 Archivo' }));
    expect(await within(dialog).findByText('Indica la fecha de emisión.')).toBeInTheDocument();
    expect(backend.requestsTo('documents', 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Fecha de emisión'), '02/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Subir 1 Archivo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('documents', 'POST')[0].body).toMatchObject({
      document_type_id: 'type-opinion',
      issued_on: '2026-03-02',
      expires_on: null,
      // sha256sum of '%PDF-1.4 hola mundo'
      sha256: 'b15ce763e680fa30d444043ee0a023daef78fc29ff71147224438752d2468fe8',
      size_bytes: 19,
    });
  });

  it('requires the expiry date of a registration and sends it', async () => {
    const { user, dialog } = await openDialog();
    await chooseOption(user, 'Empresa', 'Global (todas las empresas)');
    await chooseOption(user, 'Tipo de documento', 'Registro REPSE');
    await user.upload(screen.getByLabelText('Archivos (PDF)'), [pdf('registro.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Subir 1 Archivo' }));
    expect(await within(dialog).findByText('Indica la fecha de vencimiento.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Fecha de vencimiento'), '30/06/2029');
    await user.click(within(dialog).getByRole('button', { name: 'Subir 1 Archivo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('documents', 'POST')[0].body).toMatchObject({
      company_id: null,
      is_global: true,
      document_type_id: 'type-repse',
      expires_on: '2029-06-30',
    });
  });

  it('shows the database’s own reason when it refuses the type’s rules', async () => {
    const { user, dialog } = await openDialog({ companyId: COMPANY_A });
    await chooseOption(user, 'Tipo de documento', 'Pago de cuotas IMSS');
    await user.upload(screen.getByLabelText('Archivos (PDF)'), [pdf('imss.pdf')]);
    backend.fail('documents', {
      status: 400,
      code: '23514',
      message: 'El tipo «Pago de cuotas IMSS» es por empresa: elige la empresa.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Subir 1 Archivo' }));
    expect(
      await within(dialog).findByText('El tipo «Pago de cuotas IMSS» es por empresa: elige la empresa.'),
    ).toBeInTheDocument();
    expect(backend.objects.size).toBe(0);
  });
});
