import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AdminDashboards } from '@/features/indicators/components/admin/admin-dashboards';

import { findDialog, findLayer } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, companies, profiles } from '../../kit/profiles';
import { renderApp, renderWithProviders, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { dashboardRow } from './admin-fixtures';
import { LOOKER_A, LOOKER_G, stubLookerNetwork } from './fixtures';

beforeEach(() => void stubLookerNetwork('reachable'));
afterEach(() => vi.restoreAllMocks());

const render = (companyId = 'all') =>
  renderWithProviders(<AdminDashboards companyId={companyId} companies={companies} />, {
    profile: profiles.admin,
  });

const bodyRows = async () =>
  within(await screen.findByRole('table', { name: 'Tableros de indicadores' }))
    .getAllByRole('row')
    .slice(1);
const lastList = () => backend.requestsTo('indicators', 'GET').at(-1)!;

describe('admin Indicadores (Looker): list', () => {
  it('shows loading, then the empty state, asking only for dashboard rows', async () => {
    const release = backend.hold();
    render();
    expect(await screen.findByText('Cargando tableros...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sin Tableros')).toBeInTheDocument();
    expect(lastList().params.get('url')).toBe('not.is.null');
    expect(lastList().params.get('url_monthly')).toBe('is.null');
    expect(lastList().params.get('company_id')).toBeNull();
    expect(lastList().headers.get('prefer')).toContain('count=exact');
  });

  it('shows the error as a block with retry and one toast', async () => {
    backend.fail('indicators', { message: 'boom' });
    const { user } = render();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await waitFor(() => expect(toastText()).toContain('No se pudieron cargar los tableros de indicadores.'));
    backend.recover('indicators');
    backend.seed('indicators', [dashboardRow()]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await bodyRows()).toHaveLength(1);
  });

  it('lists company and Global dashboards, flags a link that is not an embed, newest first', async () => {
    backend.seed('indicators', [
      dashboardRow(),
      dashboardRow({
        id: 'g',
        is_global: true,
        company_id: null,
        company: null,
        title: 'General',
        url: LOOKER_G,
        created_at: '2026-04-01T00:00:00Z',
      }),
      dashboardRow({
        id: 'x',
        title: 'Viejo',
        url: 'https://example.com/x',
        created_at: '2026-01-01T00:00:00Z',
      }),
    ]);
    render();
    const cells = (await bodyRows()).map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ['General', 'Global', 'Looker Studio'],
      ['Tablero A', 'Constructora Alfa', 'Looker Studio'],
      ['Viejo', 'Constructora Alfa', 'No permitido'],
    ]);
    expect(lastList().params.get('order')).toBe('created_at.desc.nullslast,id.asc');
  });

  it('asks the server only for the header company', async () => {
    backend.seed('indicators', [
      dashboardRow(),
      dashboardRow({ id: 'b', company_id: COMPANY_B, title: 'Beta' }),
    ]);
    render(COMPANY_A);
    expect(await bodyRows()).toHaveLength(1);
    expect(lastList().params.get('company_id')).toBe(`eq.${COMPANY_A}`);
  });
});

describe('admin Indicadores (Looker): writes', () => {
  it('validates in Spanish and refuses a host that is not Looker Studio', async () => {
    const { user } = render(COMPANY_A);
    await screen.findByText('Sin Tableros');
    await user.click(screen.getByRole('button', { name: 'Nuevo Tablero' }));
    const dialog = await findDialog('Nuevo Tablero');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingresa el título del tablero.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresa el enlace del tablero.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Título'), 'KPIs Alfa');
    const link = within(dialog).getByLabelText('Enlace para insertar (Looker Studio)');
    await user.type(link, 'https://app.powerbi.com/view?r=1');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(/Solo se permiten tableros de Looker Studio/)).toBeInTheDocument();
    expect(within(dialog).queryByTitle(/Vista previa/)).not.toBeInTheDocument();
    expect(backend.requestsTo('indicators', 'POST')).toEqual([]);
  });

  it('converts a viewing link, previews the embed and creates the dashboard', async () => {
    const { user } = render(COMPANY_A);
    await screen.findByText('Sin Tableros');
    await user.click(screen.getByRole('button', { name: 'Nuevo Tablero' }));
    const dialog = await findDialog('Nuevo Tablero');
    await user.type(within(dialog).getByLabelText('Título'), 'KPIs Alfa');
    const link = within(dialog).getByLabelText('Enlace para insertar (Looker Studio)');
    await user.click(link);
    await user.paste('https://lookerstudio.google.com/reporting/abc-1/page/p_kpis');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(/Este es el enlace para ver el informe/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Convertir a Enlace para Insertar' }));
    const embed = 'https://lookerstudio.google.com/embed/reporting/abc-1/page/p_kpis';
    expect(link).toHaveValue(embed);
    const preview = await within(dialog).findByTitle('Vista previa: KPIs Alfa', {}, { timeout: 2000 });
    expect(preview).toHaveAttribute('src', embed);
    fireEvent.load(preview);

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('indicators', 'POST')[0].body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      company_id: COMPANY_A,
      is_global: false,
      title: 'KPIs Alfa',
      url: embed,
      url_monthly: null,
    });
    await waitFor(() => expect(toastText()).toContain('Tablero guardado'));
    expect(await bodyRows()).toHaveLength(1);
  });

  it("with 'Todas las Empresas' asks for a company, and can make the dashboard global", async () => {
    const { user } = render('all');
    await screen.findByText('Sin Tableros');
    await user.click(screen.getByRole('button', { name: 'Nuevo Tablero' }));
    const dialog = await findDialog('Nuevo Tablero');
    await user.type(within(dialog).getByLabelText('Título'), 'General');
    await user.click(within(dialog).getByLabelText('Enlace para insertar (Looker Studio)'));
    await user.paste(LOOKER_G);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Selecciona una empresa o Global.')).toBeInTheDocument();
    await chooseOption(user, 'Empresa', 'Global (todas las empresas)');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(backend.requestsTo('indicators', 'POST')).toHaveLength(1));
    expect(backend.requestsTo('indicators', 'POST')[0].body).toMatchObject({
      company_id: null,
      is_global: true,
    });
  });

  it('edits a dashboard (PATCH of that row) and reports a refused write in a toast', async () => {
    backend.seed('indicators', [dashboardRow()]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Editar Tablero A' }))[0]);
    const dialog = await findDialog('Editar Tablero');
    expect(within(dialog).getByLabelText('Enlace para insertar (Looker Studio)')).toHaveValue(LOOKER_A);
    const title = within(dialog).getByLabelText('Título');
    await user.clear(title);
    await user.type(title, 'Tablero Alfa');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(backend.requestsTo('indicators', 'PATCH')).toHaveLength(1));
    const patch = backend.requestsTo('indicators', 'PATCH')[0];
    expect(patch.params.get('id')).toBe('eq.dash-1');
    expect(patch.body).toMatchObject({ title: 'Tablero Alfa', url: LOOKER_A, company_id: COMPANY_A });

    backend.fail('indicators', { status: 403, code: '42501', message: 'denied' });
    await user.click((await screen.findAllByRole('button', { name: 'Editar Tablero Alfa' }))[0]);
    const again = await findDialog('Editar Tablero');
    await user.click(within(again).getByRole('button', { name: 'Guardar' }));
    // The dialog stays open (the toast region is aria-hidden behind the modal, so find it by text).
    expect(await screen.findByText('No se pudo guardar el tablero. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar Tablero' })).toBeInTheDocument();
  });

  it('asks before deleting, and deletes only on confirmation', async () => {
    backend.seed('indicators', [dashboardRow()]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Eliminar Tablero A' }))[0]);
    let confirm = await findLayer('alertdialog');
    expect(confirm).toHaveTextContent('Se eliminará «Tablero A» y los clientes dejarán de verlo.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(backend.requestsTo('indicators', 'DELETE')).toEqual([]);

    await user.click((await screen.findAllByRole('button', { name: 'Eliminar Tablero A' }))[0]);
    confirm = await findLayer('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(backend.requestsTo('indicators', 'DELETE')).toHaveLength(1));
    expect(backend.requestsTo('indicators', 'DELETE')[0].params.get('id')).toBe('eq.dash-1');
    expect(await screen.findByText('Sin Tableros')).toBeInTheDocument();
    await waitFor(() => expect(toastText()).toContain('Tablero eliminado'));
  });
});

describe('admin Indicadores (Looker): route', () => {
  it('the admin route shows the section for the company in the URL (?empresa=)', async () => {
    backend.seed('indicators', [
      dashboardRow(),
      dashboardRow({ id: 'b', company_id: COMPANY_B, title: 'Beta' }),
    ]);
    renderApp(`/dashboard/admin/looker-studio?empresa=${COMPANY_A}`, { profile: profiles.admin });
    expect(await screen.findByRole('heading', { name: 'Indicadores (Looker)' })).toBeInTheDocument();
    expect(await bodyRows()).toHaveLength(1);
    expect(lastList().params.get('company_id')).toBe(`eq.${COMPANY_A}`);
  });
});
