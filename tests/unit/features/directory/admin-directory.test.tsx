import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminDirectory } from '@/features/directory/components/admin/admin-directory';

import { findDialog, findLayer } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { contactRow, image } from './admin-fixtures';

const render = (companyId = 'all') =>
  renderWithProviders(<AdminDirectory companyId={companyId} companies={companies} />, {
    profile: profiles.admin,
    userOptions: { applyAccept: false },
  });

const table = () => screen.findByRole('table', { name: 'Contactos del directorio' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const lastList = () => backend.requestsTo('directory_entries', 'GET').at(-1)!;
const writes = () =>
  backend.requests
    .filter((r) => !['GET', 'HEAD'].includes(r.method) && !r.path.startsWith('rpc/'))
    .map((r) => `${r.method} ${r.path}`);

describe('admin directory: list', () => {
  it('shows loading, then the empty state', async () => {
    const release = backend.hold();
    render();
    expect(await screen.findByText('Cargando directorio...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Directorio Vacío.')).toBeInTheDocument();
  });

  it('shows the error as a toast and a block with a retry', async () => {
    backend.fail('directory_entries', { message: 'boom' });
    const { user } = render();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getAllByText('No se pudo cargar el directorio.')).toHaveLength(2);
    backend.recover('directory_entries');
    backend.seed('directory_entries', [contactRow()]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await bodyRows()).toHaveLength(1);
  });

  it('lists every company with a company column, by name, counted on the server', async () => {
    backend.seed('directory_entries', [
      contactRow({
        id: 'c-2',
        employee_name: 'Zoe Zamora',
        position: null,
        company: { name: 'Industrias Beta' },
      }),
      contactRow(),
    ]);
    render();
    const cells = (await bodyRows()).map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      [
        'MRMaría Rodríguez',
        'Constructora Alfa',
        'Gerente de Cuenta',
        '+52 81 1234 5601',
        'maria@portal.demo',
      ],
      ['ZZZoe Zamora', 'Industrias Beta', '—', '+52 81 1234 5601', 'maria@portal.demo'],
    ]);
    expect(lastList().params.get('order')).toBe('employee_name.asc.nullslast,id.asc');
    expect(lastList().headers.get('prefer')).toContain('count=exact');
  });

  it('asks only for the header company and hides the company column', async () => {
    backend.seed('directory_entries', [contactRow(), contactRow({ id: 'x', company_id: 'other' })]);
    render(COMPANY_A);
    expect(await bodyRows()).toHaveLength(1);
    expect(lastList().params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(screen.queryByRole('columnheader', { name: 'Empresa' })).not.toBeInTheDocument();
  });

  it('searches name, puesto, email and phone on the server', async () => {
    backend.seed('directory_entries', [contactRow()]);
    const { user } = render();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar contactos' }), 'nadie');
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
    expect(lastList().params.get('or')).toBe(
      '(employee_name.ilike."%nadie%",position.ilike."%nadie%",email.ilike."%nadie%",phone.ilike."%nadie%")',
    );
  });
});

describe('admin directory: create and edit', () => {
  async function openCreate(companyId = 'all') {
    const rendered = render(companyId);
    await screen.findByText('Directorio Vacío.');
    await rendered.user.click(screen.getByRole('button', { name: 'Agregar Contacto' }));
    return { ...rendered, dialog: await findDialog('Agregar Contacto') };
  }

  it('names every invalid field in Spanish and sends nothing', async () => {
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText('Teléfono (opcional)'), '12ab');
    await user.type(within(dialog).getByLabelText('WhatsApp (opcional)'), '123');
    await user.type(within(dialog).getByLabelText('Correo electrónico (opcional)'), 'a@b.com?cc=c@d.com');
    await user.upload(within(dialog).getByLabelText('Foto (opcional)'), image('x.gif', 'image/gif'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    for (const text of [
      'Selecciona una empresa.',
      'Ingresa el nombre del contacto.',
      'Ingresa un teléfono válido (7 a 15 dígitos; solo números, espacios, guiones o paréntesis).',
      'Ingresa un número de WhatsApp válido (8 a 15 dígitos).',
      'Ingresa un correo electrónico válido (una sola dirección).',
      'La foto debe ser una imagen PNG, JPEG o WebP.',
    ]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(writes()).toEqual([]);
  });

  it('refuses a photo over the bucket limit before uploading', async () => {
    const { user, dialog } = await openCreate(COMPANY_A);
    await user.type(within(dialog).getByLabelText('Nombre'), 'Ana');
    await user.upload(
      within(dialog).getByLabelText('Foto (opcional)'),
      image('big.png', 'image/png', 3 * 1024 * 1024),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('La foto supera el tamaño máximo permitido (2 MB).'),
    ).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('uploads the photo under the company folder, then inserts the row', async () => {
    const { user, dialog } = await openCreate();
    await chooseOption(user, 'Empresa', 'Constructora Alfa');
    await user.type(within(dialog).getByLabelText('Nombre'), '  Ana López ');
    await user.type(within(dialog).getByLabelText('Puesto (opcional)'), 'Enfermera');
    await user.type(within(dialog).getByLabelText('Teléfono (opcional)'), '(81) 1234-5604');
    await user.type(within(dialog).getByLabelText('Correo electrónico (opcional)'), 'ana@portal.demo');
    await user.upload(within(dialog).getByLabelText('Foto (opcional)'), image('ana.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Contacto agregado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      expect.stringMatching(/^POST storage\/object\/photos\//),
      'POST directory_entries',
    ]);
    const [key] = [...backend.objects.keys()];
    expect(key).toMatch(new RegExp(`^photos/${COMPANY_A}/[0-9a-f-]{36}\\.png$`));
    expect(backend.requestsTo('directory_entries', 'POST')[0].body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      company_id: COMPANY_A,
      employee_name: 'Ana López',
      position: 'Enfermera',
      phone: '(81) 1234-5604',
      whatsapp: null,
      email: 'ana@portal.demo',
      photo_url: `storage://${key}`,
    });
  });

  it('a refused insert shows the form error and removes the uploaded photo', async () => {
    const { user, dialog } = await openCreate(COMPANY_A);
    backend.fail('directory_entries', { status: 403, code: '42501', message: 'denied' });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Ana');
    await user.upload(within(dialog).getByLabelText('Foto (opcional)'), image('ana.webp', 'image/webp'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo guardar el contacto. Inténtalo de nuevo.',
    );
    expect(backend.objects.size).toBe(0);
  });

  it('edits a contact, replaces its photo and removes the old one', async () => {
    const old = `photos/${COMPANY_A}/old.png`;
    backend.objects.set(old, new Blob(['x']));
    backend.seed('directory_entries', [contactRow({ photo_url: `storage://${old}` })]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Editar María Rodríguez' }))[0]);
    const dialog = await findDialog('Editar Contacto');
    expect(within(dialog).getByRole('combobox', { name: 'Empresa' })).toBeDisabled();
    const position = within(dialog).getByLabelText('Puesto (opcional)');
    await user.clear(position);
    await user.type(position, 'Directora');
    await user.clear(within(dialog).getByLabelText('WhatsApp (opcional)'));
    await user.upload(
      within(dialog).getByLabelText('Nueva foto (opcional)'),
      image('nueva.jpg', 'image/jpeg'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Contacto actualizado')).toBeInTheDocument();
    const patch = backend.requestsTo('directory_entries', 'PATCH')[0];
    expect(patch.params.get('id')).toBe('eq.c-1');
    expect(patch.body).toMatchObject({ position: 'Directora', whatsapp: null });
    const keys = [...backend.objects.keys()];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/\.jpg$/);
    expect((patch.body as { photo_url: string }).photo_url).toBe(`storage://${keys[0]}`);
  });

  it('"Quitar Foto" clears the column and deletes the object', async () => {
    const old = `photos/${COMPANY_A}/old.png`;
    backend.objects.set(old, new Blob(['x']));
    backend.seed('directory_entries', [contactRow({ photo_url: `storage://${old}` })]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Editar María Rodríguez' }))[0]);
    const dialog = await findDialog('Editar Contacto');
    await user.click(within(dialog).getByLabelText('Quitar Foto'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Contacto actualizado')).toBeInTheDocument();
    expect(backend.requestsTo('directory_entries', 'PATCH')[0].body).toMatchObject({ photo_url: null });
    expect(backend.objects.size).toBe(0);
  });
});

describe('admin directory: delete', () => {
  it('asks first, then removes the row and its photo', async () => {
    const key = `photos/${COMPANY_A}/m.png`;
    backend.objects.set(key, new Blob(['x']));
    backend.seed('directory_entries', [contactRow({ photo_url: `storage://${key}` })]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Eliminar María Rodríguez' }))[0]);
    const dialog = await findLayer('alertdialog');
    expect(dialog).toHaveTextContent('Se eliminará «María Rodríguez» del directorio, con su foto.');
    expect(writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Contacto eliminado')).toBeInTheDocument();
    expect(writes()).toEqual(['DELETE directory_entries', 'DELETE storage/object/photos']);
    expect(backend.objects.size).toBe(0);
  });

  it('cancel keeps the contact', async () => {
    backend.seed('directory_entries', [contactRow()]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Eliminar María Rodríguez' }))[0]);
    await user.click(within(await findLayer('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(writes()).toEqual([]);
  });
});
