import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AdminReports } from '@/features/indicators/components/admin/admin-reports';

import { findDialog, findLayer } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, companies, profiles } from '../../kit/profiles';
import { renderApp, renderWithProviders, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { pdf, reportRow } from './admin-fixtures';

afterEach(() => vi.restoreAllMocks());

const OLD_KEY = `${COMPANY_A}/2026/03/marzo.pdf`;

const render = (companyId = 'all', route = '/') =>
  renderWithProviders(<AdminReports companyId={companyId} companies={companies} />, {
    profile: profiles.admin,
    route,
  });

const bodyRows = async () =>
  within(await screen.findByRole('table', { name: 'Reportes mensuales' }))
    .getAllByRole('row')
    .slice(1);
const lastList = () => backend.requestsTo('indicators', 'GET').at(-1)!;

describe('admin Reportes Mensuales: list', () => {
  it('shows loading, then the empty state, asking only for report rows', async () => {
    const release = backend.hold();
    render();
    expect(await screen.findByText('Cargando reportes...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sin Reportes')).toBeInTheDocument();
    expect(lastList().params.get('url_monthly')).toBe('not.is.null');
    expect(lastList().params.get('company_id')).toBeNull();
    expect(lastList().params.get('year')).toBeNull();
  });

  it('shows the error as a block with retry and a toast', async () => {
    backend.fail('indicators', { message: 'boom' });
    const { user } = render();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await waitFor(() => expect(toastText()).toContain('No se pudieron cargar los reportes mensuales.'));
    backend.recover('indicators');
    backend.seed('indicators', [reportRow()]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await bodyRows()).toHaveLength(1);
  });

  it('lists company and Global reports newest period first, filtered by company and year on the server', async () => {
    backend.seed('indicators', [
      reportRow(),
      reportRow({
        id: 'g',
        company_id: null,
        is_global: true,
        company: null,
        title: 'General',
        month: 4,
        url_monthly: 'storage://monthly-reports/global/2026/04/g.pdf',
      }),
      reportRow({ id: 'old', title: 'Diciembre', year: 2025, month: 12 }),
      reportRow({ id: 'b', company_id: COMPANY_B, company: { name: 'Servicios Beta' }, title: 'Beta' }),
    ]);
    const { user } = render(COMPANY_A);
    const cells = (await bodyRows()).map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ['Reporte Marzo', 'Constructora Alfa', 'Marzo 2026'],
      ['Diciembre', 'Constructora Alfa', 'Diciembre 2025'],
    ]);
    expect(lastList().params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(lastList().params.get('order')).toBe('year.desc.nullslast,month.desc.nullslast,title.asc,id.asc');

    await chooseOption(user, 'Año', '2025');
    await waitFor(() => expect(lastList().params.get('year')).toBe('eq.2025'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect((await bodyRows())[0]).toHaveTextContent('Diciembre');
  });

  it('reads the year from the URL', async () => {
    backend.seed('indicators', [reportRow(), reportRow({ id: 'old', title: 'Viejo', year: 2025 })]);
    render('all', '/?anio=2025');
    expect(await bodyRows()).toHaveLength(1);
    expect(lastList().params.get('year')).toBe('eq.2025');
  });
});

describe('admin Reportes Mensuales: writes', () => {
  it('validates in Spanish before anything is sent', async () => {
    const { user } = render(COMPANY_A);
    await screen.findByText('Sin Reportes');
    await user.click(screen.getByRole('button', { name: 'Nuevo Reporte' }));
    const dialog = await findDialog('Nuevo Reporte');
    const year = within(dialog).getByLabelText('Año');
    await user.clear(year);
    await user.type(year, '1999');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingresa el título del reporte.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresa un año válido (2000 a 2100).')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecciona un archivo PDF.')).toBeInTheDocument();
    expect(backend.requestsTo('indicators', 'POST')).toEqual([]);
  });

  it('uploads the PDF to the company folder and inserts the row', async () => {
    const { user } = render(COMPANY_A);
    await screen.findByText('Sin Reportes');
    await user.click(screen.getByRole('button', { name: 'Nuevo Reporte' }));
    const dialog = await findDialog('Nuevo Reporte');
    const year = within(dialog).getByLabelText('Año');
    await user.type(within(dialog).getByLabelText('Título'), 'Reporte Mayo');
    await user.clear(year);
    await user.type(year, '2026');
    await chooseOption(user, 'Mes', 'Mayo');
    await user.upload(within(dialog).getByLabelText('Archivo (PDF)'), pdf('mayo.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.objects.has(`monthly-reports/${COMPANY_A}/2026/05/mayo.pdf`)).toBe(true);
    expect(backend.requestsTo('indicators', 'POST')[0].body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      company_id: COMPANY_A,
      is_global: false,
      title: 'Reporte Mayo',
      url: null,
      url_monthly: `storage://monthly-reports/${COMPANY_A}/2026/05/mayo.pdf`,
      year: 2026,
      month: 5,
    });
    await waitFor(() => expect(toastText()).toContain('Reporte publicado'));
  });

  it("with 'Todas las Empresas' asks for a company; Global goes to the global folder", async () => {
    const { user } = render('all');
    await screen.findByText('Sin Reportes');
    await user.click(screen.getByRole('button', { name: 'Nuevo Reporte' }));
    const dialog = await findDialog('Nuevo Reporte');
    await user.type(within(dialog).getByLabelText('Título'), 'General');
    await user.upload(within(dialog).getByLabelText('Archivo (PDF)'), pdf('general.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Selecciona una empresa o Global.')).toBeInTheDocument();
    await chooseOption(user, 'Empresa', 'Global (todas las empresas)');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(backend.requestsTo('indicators', 'POST')).toHaveLength(1));
    const body = backend.requestsTo('indicators', 'POST')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ company_id: null, is_global: true });
    expect(String(body.url_monthly)).toMatch(
      /^storage:\/\/monthly-reports\/global\/\d{4}\/\d{2}\/general\.pdf$/,
    );
  });

  it('removes the uploaded PDF and says so in the form when the row is refused', async () => {
    backend.fail('indicators', { status: 403, code: '42501', message: 'denied' });
    const { user } = render(COMPANY_A);
    await user.click(await screen.findByRole('button', { name: 'Nuevo Reporte' }));
    const dialog = await findDialog('Nuevo Reporte');
    await user.type(within(dialog).getByLabelText('Título'), 'X');
    await user.upload(within(dialog).getByLabelText('Archivo (PDF)'), pdf('x.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('No se pudo guardar el reporte. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect([...backend.objects.keys()].filter((k) => k.startsWith('monthly-reports/'))).toEqual([]);
  });

  it('replaces the PDF and period: new object uploaded, row updated, old object removed', async () => {
    backend.seed('indicators', [reportRow()]);
    backend.objects.set(`monthly-reports/${OLD_KEY}`, new Blob(['%PDF old']));
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Reemplazar Reporte Marzo' }))[0]);
    const dialog = await findDialog('Reemplazar Reporte');
    expect(within(dialog).getByRole('combobox', { name: 'Empresa' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Título')).toHaveValue('Reporte Marzo');
    await chooseOption(user, 'Mes', 'Abril');
    await user.upload(within(dialog).getByLabelText('Archivo (PDF)'), pdf('abril.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = backend.requestsTo('indicators', 'PATCH')[0];
    expect(patch.params.get('id')).toBe('eq.rep-1');
    expect(patch.body).toEqual({
      title: 'Reporte Marzo',
      year: 2026,
      month: 4,
      url_monthly: `storage://monthly-reports/${COMPANY_A}/2026/04/abril.pdf`,
    });
    expect(backend.objects.has(`monthly-reports/${COMPANY_A}/2026/04/abril.pdf`)).toBe(true);
    await waitFor(() => expect(backend.objects.has(`monthly-reports/${OLD_KEY}`)).toBe(false));
  });

  it('edits only the title without touching the file; a same-name PDF overwrites in place', async () => {
    backend.seed('indicators', [reportRow()]);
    backend.objects.set(`monthly-reports/${OLD_KEY}`, new Blob(['%PDF old']));
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Reemplazar Reporte Marzo' }))[0]);
    let dialog = await findDialog('Reemplazar Reporte');
    const title = within(dialog).getByLabelText('Título');
    await user.clear(title);
    await user.type(title, 'Marzo final');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(backend.requestsTo('indicators', 'PATCH')).toHaveLength(1));
    expect(backend.requestsTo('indicators', 'PATCH')[0].body).toMatchObject({
      title: 'Marzo final',
      url_monthly: `storage://monthly-reports/${OLD_KEY}`,
    });
    expect(backend.requestsTo('storage/object/monthly-reports')).toEqual([]);

    await user.click((await screen.findAllByRole('button', { name: 'Reemplazar Marzo final' }))[0]);
    dialog = await findDialog('Reemplazar Reporte');
    await user.upload(within(dialog).getByLabelText('Archivo (PDF)'), pdf('marzo.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(backend.requestsTo('indicators', 'PATCH')).toHaveLength(2));
    const upload = backend.requestsTo('storage/object/monthly-reports').find((r) => r.method !== 'DELETE')!;
    expect(upload.headers.get('x-upsert')).toBe('true');
    expect(await backend.objects.get(`monthly-reports/${OLD_KEY}`)!.text()).toBe('%PDF-1.4\n');
  });

  it('asks before deleting; confirming deletes the row and its PDF', async () => {
    backend.seed('indicators', [reportRow()]);
    backend.objects.set(`monthly-reports/${OLD_KEY}`, new Blob(['%PDF old']));
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Eliminar Reporte Marzo' }))[0]);
    let confirm = await findLayer('alertdialog');
    expect(confirm).toHaveTextContent('Se eliminarán «Reporte Marzo» y su archivo PDF.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(backend.requestsTo('indicators', 'DELETE')).toEqual([]);

    await user.click((await screen.findAllByRole('button', { name: 'Eliminar Reporte Marzo' }))[0]);
    confirm = await findLayer('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(backend.objects.has(`monthly-reports/${OLD_KEY}`)).toBe(false));
    expect(backend.requestsTo('indicators', 'DELETE')[0].params.get('id')).toBe('eq.rep-1');
    expect(await screen.findByText('Sin Reportes')).toBeInTheDocument();
  });
});

describe('admin Reportes Mensuales: route', () => {
  it('the admin route shows the section for the company and year in the URL', async () => {
    backend.seed('indicators', [reportRow(), reportRow({ id: 'old', title: 'Viejo', year: 2025 })]);
    renderApp(`/dashboard/admin/reportes-mensuales?empresa=${COMPANY_A}&anio=2026`, {
      profile: profiles.admin,
    });
    expect(await screen.findByRole('heading', { name: 'Reportes Mensuales' })).toBeInTheDocument();
    expect(await bodyRows()).toHaveLength(1);
    expect(lastList().params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(lastList().params.get('year')).toBe('eq.2026');
  });
});
