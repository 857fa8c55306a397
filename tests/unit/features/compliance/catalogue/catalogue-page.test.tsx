import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CataloguePage } from '@/features/compliance/components/catalogue/catalogue-page';

import { findDialog } from '../../../helpers/dialogs';
import { backend } from '../../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, companies, profiles } from '../../../kit/profiles';
import { renderWithProviders } from '../../../kit/render';
import { chooseOption } from '../../../kit/select';
import { opinionRow, registrationRow, typeRow } from './catalogue-fixtures';

const render = () =>
  renderWithProviders(<CataloguePage companies={companies} />, { profile: profiles.admin });
const table = () => screen.findByRole('table', { name: 'Tipos de documento' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
/** The database function that replaces a type's companies, as the fake backend's edge. */
const setTypeCompanies = () => {
  backend.rpcs.set_document_type_companies = () => null;
  return () => backend.requestsTo('rpc/set_document_type_companies', 'POST').map((r) => r.body);
};
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(0, 8)
    .map((c) => c.textContent);

describe('catalogue page: list', () => {
  it('shows loading, then each rule in words, with the tax adviser note', async () => {
    const release = backend.hold();
    backend.seed('document_types', [typeRow(), opinionRow(), registrationRow()]);
    backend.seed('document_type_companies', [
      { document_type_id: 'type-repse', company_id: COMPANY_A },
      { document_type_id: 'type-repse', company_id: COMPANY_B },
    ]);
    render();
    expect(await screen.findByText('Cargando catálogo...')).toBeInTheDocument();
    release();
    const rows = await bodyRows();
    expect(rows.map(cellsOf)).toEqual([
      [
        'CFDI de nómina',
        'Mensual',
        'Día 17 del mes siguiente',
        'Sin vigencia',
        'Por empresa',
        'Todas',
        'Sí',
        'Sí',
      ],
      [
        'Opinión SAT',
        'Mensual',
        'Día 17 del mes siguiente',
        '30 días desde la emisión',
        'Global',
        'Todas',
        'No',
        'Sí',
      ],
      [
        'Registro REPSE',
        'Única (con vigencia)',
        'Sin fecha límite',
        'Hasta su vencimiento',
        'Global',
        '2 empresas',
        'No',
        'No (inactivo)',
      ],
    ]);
    expect(screen.getByRole('note')).toHaveTextContent(/asesor fiscal/);
  });

  it('shows the error block with a retry, and the empty state', async () => {
    backend.fail('document_types', { message: 'boom' });
    const { user } = render();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    backend.recover('document_types');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Catálogo Vacío')).toBeInTheDocument();
  });

  it('searches by name, code or legal basis, accents aside', async () => {
    backend.seed('document_types', [typeRow(), opinionRow()]);
    const { user } = render();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar tipos' }), '32-d');
    await waitFor(async () => expect((await bodyRows()).map((r) => cellsOf(r)[0])).toEqual(['Opinión SAT']));
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar tipos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar tipos' }), 'nomina');
    await waitFor(async () =>
      expect((await bodyRows()).map((r) => cellsOf(r)[0])).toEqual(['CFDI de nómina']),
    );
  });
});

describe('catalogue page: create, edit, delete', () => {
  it('refuses an incomplete type with Spanish messages', async () => {
    backend.seed('document_types', [typeRow()]);
    const { user } = render();
    await table();
    await user.click(screen.getByRole('button', { name: 'Nuevo Tipo' }));
    const dialog = await findDialog('Nuevo Tipo de Documento');
    await user.type(within(dialog).getByLabelText('Clave (p. ej. opinion_sat)'), 'Con Espacios');
    await chooseOption(user, 'Vigencia', 'Días desde la emisión');
    await chooseOption(user, 'Aplica a', 'Solo algunas empresas');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingresa el nombre del tipo.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Usa de 2 a 40 minúsculas/)).toBeInTheDocument();
    expect(within(dialog).getByText('Indica los días de vigencia (1 a 3660).')).toBeInTheDocument();
    expect(within(dialog).getByText('Elige al menos una empresa.')).toBeInTheDocument();
    expect(backend.requestsTo('document_types', 'POST')).toHaveLength(0);
  });

  it('creates a type limited to one company and links that company', async () => {
    backend.seed('document_types', [typeRow()]);
    const calls = setTypeCompanies();
    const { user } = render();
    await table();
    await user.click(screen.getByRole('button', { name: 'Nuevo Tipo' }));
    const dialog = await findDialog('Nuevo Tipo de Documento');
    await user.type(within(dialog).getByLabelText('Nombre'), 'Opinión INFONAVIT');
    await user.type(within(dialog).getByLabelText('Clave (p. ej. opinion_sat)'), 'opinion_infonavit');
    await chooseOption(user, 'Vigencia', 'Días desde la emisión');
    await user.type(within(dialog).getByLabelText('Días de vigencia'), '30');
    await chooseOption(user, 'Aplica a', 'Solo algunas empresas');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Industrias Beta' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = backend.requestsTo('document_types', 'POST');
    expect(post.body).toMatchObject({
      code: 'opinion_infonavit',
      name: 'Opinión INFONAVIT',
      periodicity: 'monthly',
      due_day: 17,
      due_month_offset: 1,
      validity: 'days_from_issue',
      validity_days: 30,
      scope: 'company',
      applies_to_all: false,
      active: true,
    });
    // The companies go in the body of one call, never in the URL.
    expect(calls()).toEqual([{ p_type_id: (post.body as { id: string }).id, p_company_ids: [COMPANY_B] }]);
    expect(backend.requestsTo('document_type_companies').filter((r) => r.method !== 'GET')).toEqual([]);
    expect(await screen.findByText('Tipo creado')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Opinión INFONAVIT' })).toBeInTheDocument();
  });

  it('edits a type: a one-off clears its due day, and back to every company drops the links', async () => {
    backend.seed('document_types', [registrationRow()]);
    backend.seed('document_type_companies', [{ document_type_id: 'type-repse', company_id: COMPANY_A }]);
    const calls = setTypeCompanies();
    const { user } = render();
    await table();
    await user.click((await screen.findAllByRole('button', { name: 'Editar Registro REPSE' }))[0]);
    const dialog = await findDialog('Editar Tipo de Documento');
    expect(within(dialog).getByRole('checkbox', { name: 'Constructora Alfa' })).toBeChecked();
    expect(within(dialog).queryByLabelText('Día límite')).not.toBeInTheDocument();
    await chooseOption(user, 'Aplica a', 'Todas las empresas');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Activo (se exige a las empresas)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [patch] = backend.requestsTo('document_types', 'PATCH');
    expect(patch.params.get('id')).toBe('eq.type-repse');
    expect(patch.body).toMatchObject({
      applies_to_all: true,
      active: true,
      due_day: null,
      validity_days: null,
    });
    expect(calls()).toEqual([{ p_type_id: 'type-repse', p_company_ids: [] }]);
    expect(backend.requestsTo('document_type_companies', 'DELETE')).toHaveLength(0);
  });

  it('shows a taken code under its field', async () => {
    backend.seed('document_types', [typeRow()]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Editar CFDI de nómina' }))[0]);
    const dialog = await findDialog('Editar Tipo de Documento');
    backend.fail('document_types', { status: 409, code: '23505', message: 'duplicate key' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya existe un tipo con esa clave.')).toBeInTheDocument();
  });

  it('tells to deactivate a type that documents use instead of deleting it', async () => {
    backend.seed('document_types', [typeRow()]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Eliminar CFDI de nómina' }))[0]);
    backend.fail('document_types', { status: 409, code: '23503', message: 'violates foreign key' });
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText('No se puede eliminar: hay documentos de este tipo. Desactívalo.'),
    ).toBeInTheDocument();
    expect(backend.requestsTo('document_types', 'DELETE')[0].params.get('id')).toBe('eq.type-nomina');
  });
});
