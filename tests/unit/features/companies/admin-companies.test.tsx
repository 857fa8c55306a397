import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminCompanies } from '@/features/companies/components/admin/admin-companies';
import { dependentsSentence } from '@/features/companies/components/admin/delete-company-dialog';

import { findDialog, findLayer } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, profiles } from '../../kit/profiles';
import { renderWithProviders, toastText } from '../../kit/render';

const company = (overrides: Record<string, unknown> = {}) => ({
  id: COMPANY_A,
  name: 'Constructora Alfa',
  rfc: 'CAL010101AB1',
  lab_release_mode: 'solo_dictamen',
  created_at: '2026-01-15T12:00:00Z',
  users: [{ count: 3 }],
  ...overrides,
});

const render = (route = '/') => renderWithProviders(<AdminCompanies />, { profile: profiles.admin, route });
const bodyRows = async () =>
  within(await screen.findByRole('table', { name: 'Empresas' }))
    .getAllByRole('row')
    .slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(0, 3)
    .map((c) => c.textContent);

describe('admin companies: list', () => {
  it('shows loading, then the empty state', async () => {
    const release = backend.hold();
    render();
    expect(await screen.findByText('Cargando empresas...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sin Empresas')).toBeInTheDocument();
  });

  it('shows the error block and toast', async () => {
    backend.fail('companies', { message: 'boom' });
    render();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getAllByText('No se pudo cargar la lista de empresas.')).toHaveLength(2);
  });

  it('lists name, RFC and user count, paged and counted on the server', async () => {
    backend.seed('companies', [
      company(),
      company({ id: COMPANY_B, name: 'Industrias Beta', rfc: null, users: [{ count: 0 }] }),
    ]);
    render();
    expect((await bodyRows()).map(cells)).toEqual([
      ['Constructora Alfa', 'CAL010101AB1', '3'],
      ['Industrias Beta', '—', '0'],
    ]);
    const request = backend.requestsTo('companies', 'GET').at(-1)!;
    expect(request.params.get('select')).toContain('users:profiles(count)');
    expect(request.params.get('order')).toBe('name.asc.nullslast,id.asc');
    expect(request.headers.get('prefer')).toContain('count=exact');
  });

  it('searches by name or RFC on the server', async () => {
    backend.seed('companies', [
      company(),
      company({ id: COMPANY_B, name: 'Industrias Beta', rfc: 'IBE020202XY2' }),
    ]);
    const { user } = render();
    await bodyRows();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar empresas' }), 'ibe02');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect((await bodyRows()).map(cells)[0][0]).toBe('Industrias Beta');
    expect(backend.requestsTo('companies', 'GET').at(-1)!.params.get('or')).toBe(
      '(name.ilike."%ibe02%",rfc.ilike."%ibe02%")',
    );
  });
});

describe('admin companies: create and edit', () => {
  it('validates the name and the RFC format in Spanish', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Nueva Empresa' }));
    await user.type(screen.getByLabelText('RFC (opcional)'), 'abc12');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingresa el nombre de la empresa.')).toBeInTheDocument();
    expect(screen.getByText(/El RFC no es válido/)).toBeInTheDocument();
    expect(backend.requestsTo('companies', 'POST')).toHaveLength(0);
  });

  it('checks the RFC when the field is left, before any submit, and clears the message when it is left fixed', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Nueva Empresa' }));
    const rfc = screen.getByLabelText('RFC (opcional)');
    await user.type(rfc, 'abc12');
    expect(screen.queryByText(/El RFC no es válido/)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(/El RFC no es válido/)).toBeInTheDocument();
    expect(rfc).toHaveAttribute('aria-invalid', 'true');
    await user.clear(rfc);
    await user.type(rfc, 'CAL010101AB1');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(/El RFC no es válido/)).not.toBeInTheDocument());
    expect(backend.requestsTo('companies', 'POST')).toHaveLength(0);
  });

  it('says nothing of a field only passed through', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Nueva Empresa' }));
    await user.click(screen.getByLabelText(/Nombre/));
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/obligatorio|Escribe/i)).not.toBeInTheDocument();
  });

  it('creates with the RFC in uppercase and closes', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Nueva Empresa' }));
    await user.type(screen.getByLabelText('Nombre'), '  Servicios Gamma ');
    await user.type(screen.getByLabelText('RFC (opcional)'), 'sga030303z9a');
    await user.type(
      screen.getByLabelText('Patrón o representante legal (opcional)'),
      ' Gerardo Gamboa Ríos ',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('companies', 'POST')[0].body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Servicios Gamma',
      rfc: 'SGA030303Z9A',
      // Full results unless the admin chooses otherwise.
      lab_release_mode: 'resultado_completo',
      legal_representative: 'Gerardo Gamboa Ríos',
      workers_representative: null,
    });
    // The list asks again (the embedded user count of the new row is the server's, not faked here).
    await waitFor(() => expect(backend.requestsTo('companies', 'GET').length).toBeGreaterThan(1));
  });

  it('shows a unique RFC clash under the RFC field', async () => {
    backend.fail('companies', {
      status: 409,
      code: '23505',
      message: 'duplicate key value violates unique constraint "companies_rfc_key"',
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Nueva Empresa' }));
    await user.type(screen.getByLabelText('Nombre'), 'Gamma');
    await user.type(screen.getByLabelText('RFC (opcional)'), 'SGA030303Z9A');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe una empresa con ese RFC.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('renames a company with a PATCH of that id', async () => {
    backend.seed('companies', [company()]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Editar Constructora Alfa' }))[0]);
    const name = screen.getByLabelText('Nombre');
    expect(name).toHaveValue('Constructora Alfa');
    await user.clear(name);
    await user.type(name, 'Constructora Alfa Norte');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(backend.requestsTo('companies', 'PATCH')).toHaveLength(1));
    const patch = backend.requestsTo('companies', 'PATCH')[0];
    expect(patch.params.get('id')).toBe(`eq.${COMPANY_A}`);
    // The loaded release mode is kept.
    expect(patch.body).toEqual({
      name: 'Constructora Alfa Norte',
      rfc: 'CAL010101AB1',
      lab_release_mode: 'solo_dictamen',
      legal_representative: null,
      workers_representative: null,
    });
    await waitFor(() => expect(toastText()).toContain('Empresa guardada'));
    expect((await bodyRows()).map(cells)[0][0]).toBe('Constructora Alfa Norte');
  });

  it('switches what the clients receive of a laboratory result, each choice explained', async () => {
    backend.seed('companies', [company({ lab_release_mode: 'resultado_completo' })]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Editar Constructora Alfa' }))[0]);
    const group = screen.getByRole('group', { name: 'Resultados de laboratorio' });
    const full = within(group).getByRole('radio', { name: 'Resultado completo' });
    const verdictOnly = within(group).getByRole('radio', { name: 'Solo dictamen' });
    expect(full).toBeChecked();
    expect(verdictOnly).toHaveAccessibleDescription(
      /se libera por trabajador cuando se registra su consentimiento/,
    );
    await user.click(verdictOnly);
    expect(verdictOnly).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(backend.requestsTo('companies', 'PATCH')).toHaveLength(1));
    expect(backend.requestsTo('companies', 'PATCH')[0].body).toMatchObject({
      lab_release_mode: 'solo_dictamen',
    });
    expect(backend.tables.companies[0].lab_release_mode).toBe('solo_dictamen');
  });
});

describe('admin companies: two admins at once', () => {
  const seedLoaded = () =>
    backend.seed('companies', [company({ updated_at: '2026-03-01T10:00:00.000001Z' })]);
  /** Another admin saves the company after this one opened it. */
  const savedMeanwhile = () =>
    Object.assign(backend.tables.companies[0], {
      name: 'Constructora Alfa Sur',
      updated_at: '2026-03-01T10:05:00.000002Z',
    });

  async function editAndSave() {
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Editar Constructora Alfa' }))[0]);
    const dialog = await findDialog('Editar Empresa');
    savedMeanwhile();
    const name = within(dialog).getByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'Constructora Alfa Norte');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    return { user, dialog, alert: await within(dialog).findByRole('alert') };
  }

  it('sends the loaded version; a stale save shows what the other admin changed and stores nothing', async () => {
    seedLoaded();
    const { alert } = await editAndSave();
    expect(backend.requestsTo('companies', 'PATCH')[0].body).toEqual({
      name: 'Constructora Alfa Norte',
      rfc: 'CAL010101AB1',
      lab_release_mode: 'solo_dictamen',
      legal_representative: null,
      workers_representative: null,
      updated_at: '2026-03-01T10:00:00.000001Z',
    });
    expect(alert).toHaveTextContent('Alguien más cambió este registro mientras lo editabas.');
    expect(within(alert).getByRole('term')).toHaveTextContent('Nombre');
    expect(
      within(alert)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Guardado ahora: Constructora Alfa Sur', 'Lo que escribiste: Constructora Alfa Norte']);
    expect(backend.tables.companies[0].name).toBe('Constructora Alfa Sur');
  });

  it('Guardar de Todos Modos overwrites with the stored version', async () => {
    seedLoaded();
    const { user, alert } = await editAndSave();
    await user.click(within(alert).getByRole('button', { name: 'Guardar de Todos Modos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('companies', 'PATCH').at(-1)!.body).toMatchObject({
      updated_at: '2026-03-01T10:05:00.000002Z',
    });
    expect(backend.tables.companies[0].name).toBe('Constructora Alfa Norte');
  });

  it('Recargar shows the stored name in the form', async () => {
    seedLoaded();
    const { user, dialog, alert } = await editAndSave();
    await user.click(within(alert).getByRole('button', { name: 'Recargar' }));
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Constructora Alfa Sur');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a create retried after a lost answer leaves one company', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Nueva Empresa' }));
    const dialog = await findDialog('Nueva Empresa');
    await user.type(within(dialog).getByLabelText('Nombre'), 'Servicios Gamma');
    backend.fail('companies', 'network');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await within(dialog).findByRole('alert');
    // The first attempt reached the database; only its answer was lost.
    const first = backend.requestsTo('companies', 'POST')[0].body as { id: string };
    backend.seed('companies', [{ id: first.id, name: 'Servicios Gamma', rfc: null }]);
    backend.recover('companies');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('companies', 'POST').map((r) => (r.body as { id: string }).id)).toEqual([
      first.id,
      first.id,
    ]);
    expect(backend.tables.companies.filter((c) => c.name === 'Servicios Gamma')).toHaveLength(1);
  });
});

describe('admin companies: delete', () => {
  it('names what goes with the company before deleting it', async () => {
    backend.seed('companies', [company()]);
    backend.seed(
      'profiles',
      [1, 2, 3].map((n) => ({ id: `p${n}`, company_id: COMPANY_A })),
    );
    backend.seed(
      'documents',
      [1, 2].map((n) => ({
        id: `d${n}`,
        company_id: COMPANY_A,
        url: `storage://repse-documents/${COMPANY_A}/d${n}.pdf`,
      })),
    );
    backend.objects.set(`repse-documents/${COMPANY_A}/d1.pdf`, new Blob(['%PDF']));
    backend.objects.set(`repse-documents/${COMPANY_B}/otro.pdf`, new Blob(['%PDF']));
    backend.seed('invoices', [
      { id: 'i1', company_id: COMPANY_A },
      { id: 'i2', company_id: COMPANY_B },
    ]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Eliminar Constructora Alfa' }))[0]);
    const dialog = await findDialog('¿Eliminar Constructora Alfa?', 'alertdialog');
    expect(
      await within(dialog).findByText(
        'Se eliminarán 2 documentos y 1 factura y 3 usuarios quedarán sin empresa. Esta acción no se puede deshacer.',
      ),
    ).toBeInTheDocument();
    expect(backend.requestsTo('documents', 'HEAD')[0].params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(backend.requestsTo('companies', 'DELETE')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(backend.requestsTo('companies', 'DELETE')).toHaveLength(1));
    expect(backend.requestsTo('companies', 'DELETE')[0].params.get('id')).toBe(`eq.${COMPANY_A}`);
    // Its files go too (read before the cascade removed the rows); other companies' stay.
    await waitFor(() => expect(backend.objects.has(`repse-documents/${COMPANY_A}/d1.pdf`)).toBe(false));
    expect(backend.objects.has(`repse-documents/${COMPANY_B}/otro.pdf`)).toBe(true);
    expect(await screen.findByText('Sin Empresas')).toBeInTheDocument();
  });

  it('removes every file of a large company, past the 1,000 rows of one answer, a thousand per request', async () => {
    backend.seed('companies', [company()]);
    const key = (n: number) => `${COMPANY_A}/d${String(n).padStart(4, '0')}.pdf`;
    backend.seed(
      'documents',
      Array.from({ length: 1500 }, (_, n) => ({
        id: `d${String(n).padStart(4, '0')}`,
        company_id: COMPANY_A,
        url: `storage://repse-documents/${key(n)}`,
      })),
    );
    for (let n = 0; n < 1500; n++) backend.objects.set(`repse-documents/${key(n)}`, new Blob(['%PDF']));
    backend.seed('laboratory_requests', [
      { id: 'l1', company_id: COMPANY_A, result_url: `storage://lab-results/${COMPANY_A}/r1.pdf` },
    ]);
    backend.objects.set(`lab-results/${COMPANY_A}/r1.pdf`, new Blob(['%PDF']));
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Eliminar Constructora Alfa' }))[0]);
    const dialog = await findDialog('¿Eliminar Constructora Alfa?', 'alertdialog');
    await within(dialog).findByText(/Se eliminarán 1,500 documentos y 1 solicitud de laboratorio/);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect([...backend.objects.keys()]).toEqual([]));
    // Two requests for the 1,500 documents' bucket, one for the results' bucket.
    expect(backend.requestsTo('storage/object/repse-documents', 'DELETE')).toHaveLength(2);
    expect(backend.requestsTo('storage/object/lab-results', 'DELETE')).toHaveLength(1);
  });

  it('cancelling deletes nothing', async () => {
    backend.seed('companies', [company()]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Eliminar Constructora Alfa' }))[0]);
    const dialog = await findLayer('alertdialog');
    await within(dialog).findByText(/La empresa no tiene usuarios ni datos asociados/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(backend.requestsTo('companies', 'DELETE')).toHaveLength(0);
  });

  it('words the counts in Spanish', () => {
    const none = {
      profiles: 0,
      documents: 0,
      invoices: 0,
      laboratory_requests: 0,
      directory_entries: 0,
      indicators: 0,
      feedback: 0,
    };
    expect(dependentsSentence({ ...none, profiles: 1 })).toBe('1 usuario quedará sin empresa.');
    expect(
      dependentsSentence({ ...none, documents: 12, invoices: 4, laboratory_requests: 1, feedback: 2 }),
    ).toBe('Se eliminarán 12 documentos, 4 facturas, 1 solicitud de laboratorio y 2 retroalimentaciones.');
  });
});
