import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AdminLaboratory } from '@/features/laboratory/components/admin/admin-laboratory';
import { fileErrors } from '@/lib/files/file-errors';

import { findDialog } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { pdf, requestRow } from './admin-fixtures';

afterEach(() => vi.restoreAllMocks());

const render = (companyId = 'all', route = '/') =>
  renderWithProviders(<AdminLaboratory companyId={companyId} companies={companies} />, {
    profile: profiles.admin,
    route,
    userOptions: { applyAccept: false },
  });

const table = () => screen.findByRole('table', { name: 'Solicitudes de laboratorio' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const lastList = () => backend.requestsTo('laboratory_requests', 'GET').at(-1)!;
const writes = () =>
  backend.requests
    .filter((r) => r.method !== 'GET' && !r.path.startsWith('rpc/') && !r.path.includes('/sign/'))
    .map((r) => `${r.method} ${r.path}`);
const RESULT = `lab-results/${COMPANY_A}/resultado-r-1-1.pdf`;

/** Runs one item of the row's 'Acciones de …' menu. */
async function fromMenu(user: ReturnType<typeof render>['user'], item: string, row = 'Química sanguínea') {
  await user.click((await screen.findAllByRole('button', { name: `Acciones de ${row}` }))[0]);
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('admin laboratory: list', () => {
  it('shows loading, then the empty state', async () => {
    const release = backend.hold();
    render();
    expect(await screen.findByText('Cargando solicitudes de laboratorio...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sin Solicitudes de Laboratorio')).toBeInTheDocument();
  });

  it('shows the error as a toast and a block with a retry', async () => {
    backend.fail('laboratory_requests', { message: 'boom' });
    render();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getAllByText('No se pudieron cargar las solicitudes de laboratorio.')).toHaveLength(2);
  });

  it('lists requests newest first with company, readable status and result state', async () => {
    backend.seed('laboratory_requests', [
      requestRow(),
      requestRow({
        id: 'r-2',
        request_type: 'Audiometría',
        patient_name: null,
        request_date: '2026-03-12',
        status: 'en_revision',
        result_url: `storage://${RESULT}`,
        company: { name: 'Industrias Beta', lab_release_mode: 'resultado_completo' },
      }),
    ]);
    render();
    const cells = (await bodyRows()).map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((c) => c.textContent),
    );
    // Neither has a verdict yet: the 'Dictamen' column says so.
    expect(cells).toEqual([
      ['Audiometría', 'Industrias Beta', '—', '12/03/2026', 'En Revisión', 'Sin dictamen', 'Publicado'],
      [
        'Química sanguínea',
        'Constructora Alfa',
        'Héctor Ruiz',
        '10/03/2026',
        'Pendiente',
        'Sin dictamen',
        'Sin resultado',
      ],
    ]);
    expect(lastList().params.get('order')).toBe('request_date.desc.nullslast,id.asc');
    expect(lastList().headers.get('prefer')).toContain('count=exact');
  });

  it('sends the header company and the status filter to the server', async () => {
    backend.seed('laboratory_requests', [requestRow(), requestRow({ id: 'x', status: 'completado' })]);
    const { user, location } = render(COMPANY_A);
    await table();
    expect(lastList().params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    await chooseOption(user, 'Estado', 'Completado');
    await waitFor(() => expect(location()).toContain('estado=completado'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(lastList().params.get('status')).toMatch(/^imatch\./);
  });
});

describe('admin laboratory: create and edit', () => {
  it('names missing fields in Spanish and sends nothing', async () => {
    const { user } = render();
    await screen.findByText('Sin Solicitudes de Laboratorio');
    await user.click(screen.getByRole('button', { name: 'Nueva Solicitud' }));
    const dialog = await findDialog('Nueva Solicitud');
    await user.clear(within(dialog).getByLabelText('Fecha de solicitud'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    for (const text of [
      'Selecciona una empresa.',
      'Ingresa el tipo de examen.',
      'Ingresa una fecha válida.',
    ]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(writes()).toEqual([]);
  });

  it('creates a request for the chosen company with the typed values', async () => {
    const { user } = render();
    await screen.findByText('Sin Solicitudes de Laboratorio');
    await user.click(screen.getByRole('button', { name: 'Nueva Solicitud' }));
    const dialog = await findDialog('Nueva Solicitud');
    await chooseOption(user, 'Empresa', 'Constructora Alfa');
    await user.type(within(dialog).getByLabelText('Tipo de examen'), 'Antidoping');
    await user.type(within(dialog).getByLabelText('Paciente (opcional)'), 'Patricia Flores');
    const date = within(dialog).getByLabelText('Fecha de solicitud');
    await user.clear(date);
    await user.type(date, '02/04/2026');
    await user.type(within(dialog).getByLabelText('Notas (opcional)'), 'En ayunas');
    await chooseOption(user, 'Estado', 'En Proceso');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Solicitud creada')).toBeInTheDocument();
    expect(backend.requestsTo('laboratory_requests', 'POST')[0].body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      company_id: COMPANY_A,
      request_type: 'Antidoping',
      patient_name: 'Patricia Flores',
      request_date: '2026-04-02',
      notes: 'En ayunas',
      status: 'en_proceso',
    });
    expect(await bodyRows()).toHaveLength(1);
  });

  it('changes the status through the specified values, keeping an unknown one offered', async () => {
    backend.seed('laboratory_requests', [requestRow({ status: 'muestra_rechazada' })]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Editar Química sanguínea' }))[0]);
    const dialog = await findDialog('Editar Solicitud');
    expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Muestra rechazada');
    await user.click(within(dialog).getByRole('combobox', { name: 'Estado' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'Pendiente',
      'En Proceso',
      'En Revisión',
      'Completado',
      'Cancelado',
      'Muestra rechazada',
    ]);
    await user.click(screen.getByRole('option', { name: 'Cancelado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Solicitud actualizada')).toBeInTheDocument();
    const patch = backend.requestsTo('laboratory_requests', 'PATCH')[0];
    expect(patch.params.get('id')).toBe('eq.r-1');
    expect(patch.body).toMatchObject({ status: 'cancelado', request_type: 'Química sanguínea' });
  });

  it("offers another spelling of a known status once, under the known value's label", async () => {
    backend.seed('laboratory_requests', [requestRow({ status: 'procesando' })]);
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Editar Química sanguínea' }))[0]);
    const dialog = await findDialog('Editar Solicitud');
    expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toHaveTextContent('En Proceso');
    await user.click(within(dialog).getByRole('combobox', { name: 'Estado' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Pendiente', 'En Proceso', 'En Revisión', 'Completado', 'Cancelado']);
  });
});

describe('admin laboratory: result file', () => {
  it('uploads the PDF to lab-results/<company>/ and points the row at it', async () => {
    backend.seed('laboratory_requests', [requestRow()]);
    const { user } = render();
    await fromMenu(user, 'Subir Resultado');
    const dialog = await findDialog('Subir Resultado');
    await user.click(within(dialog).getByRole('button', { name: 'Subir Resultado' }));
    expect(await within(dialog).findByText('Selecciona el resultado en PDF.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Resultado (PDF)'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Subir Resultado' }));
    expect(await screen.findByText('Resultado publicado')).toBeInTheDocument();
    const [key] = [...backend.objects.keys()];
    expect(key).toMatch(new RegExp(`^lab-results/${COMPANY_A}/resultado-r-1-[0-9a-f-]{36}\\.pdf$`));
    expect(backend.objects.size).toBe(1);
    expect(backend.requestsTo('laboratory_requests', 'PATCH')[0].body).toEqual({
      result_url: `storage://${key}`,
    });
  });

  it('refuses a file that is not a PDF with the Spanish message', async () => {
    backend.seed('laboratory_requests', [requestRow()]);
    const { user } = render();
    await fromMenu(user, 'Subir Resultado');
    const dialog = await findDialog('Subir Resultado');
    await user.upload(within(dialog).getByLabelText('Resultado (PDF)'), pdf('foto.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Subir Resultado' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tipo de archivo no permitido.');
    expect(writes()).toEqual([]);
  });

  it('refuses a text file renamed .pdf as soon as it is chosen, keeps the reason through a submit, clears it for a PDF', async () => {
    backend.seed('laboratory_requests', [requestRow()]);
    const { user } = render();
    await fromMenu(user, 'Subir Resultado');
    const dialog = await findDialog('Subir Resultado');
    const input = within(dialog).getByLabelText('Resultado (PDF)');
    const renamed = new File(['solo texto'], 'resultado.pdf', { type: 'application/pdf' });
    const refused = fileErrors.wrongContent('PDF');

    await user.upload(input, renamed);
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Subir Resultado' }));
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.upload(input, pdf());
    await waitFor(() => expect(within(dialog).queryByText(refused)).not.toBeInTheDocument());
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses a file over the bucket limit when it is chosen', async () => {
    backend.seed('laboratory_requests', [requestRow()]);
    const { user } = render();
    await fromMenu(user, 'Subir Resultado');
    const dialog = await findDialog('Subir Resultado');
    const big = pdf();
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(within(dialog).getByLabelText('Resultado (PDF)'), big);
    expect(
      await within(dialog).findByText('El archivo supera el tamaño máximo permitido (10 MB).'),
    ).toBeInTheDocument();
  });

  it('replaces the result and removes the old file after the row points at the new one', async () => {
    const old = `lab-results/${COMPANY_A}/viejo.pdf`;
    backend.objects.set(old, new Blob(['%PDF']));
    backend.seed('laboratory_requests', [requestRow({ result_url: `storage://${old}` })]);
    const { user } = render();
    await fromMenu(user, 'Reemplazar Resultado');
    const dialog = await findDialog('Reemplazar Resultado');
    await user.upload(within(dialog).getByLabelText('Resultado (PDF)'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Reemplazar Resultado' }));
    expect(await screen.findByText('Resultado publicado')).toBeInTheDocument();
    // Named by the submission (the same name on a retry, so no second copy), never by the clock.
    const name = new RegExp(`lab-results/${COMPANY_A}/resultado-r-1-[0-9a-f-]{36}\\.pdf$`);
    expect(writes()).toEqual([
      expect.stringMatching(name),
      'PATCH laboratory_requests',
      'DELETE storage/object/lab-results',
    ]);
    expect([...backend.objects.keys()]).toEqual([expect.stringMatching(name)]);
  });

  it('removes the result only after confirmation', async () => {
    backend.objects.set(RESULT, new Blob(['%PDF']));
    backend.seed('laboratory_requests', [requestRow({ result_url: `storage://${RESULT}` })]);
    const { user } = render();
    await fromMenu(user, 'Quitar Resultado');
    const confirm = await findDialog('¿Quitar resultado?', 'alertdialog');
    expect(within(confirm).getByRole('button', { name: 'Quitar Resultado' })).toHaveClass('bg-destructive');
    expect(writes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Quitar Resultado' }));
    expect(await screen.findByText('Resultado quitado')).toBeInTheDocument();
    expect(backend.requestsTo('laboratory_requests', 'PATCH')[0].body).toEqual({ result_url: null });
    expect(backend.objects.size).toBe(0);
  });

  it('opens the result through a signed URL made on click', async () => {
    backend.objects.set(RESULT, new Blob(['%PDF']));
    backend.seed('laboratory_requests', [requestRow({ result_url: `storage://${RESULT}` })]);
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = render();
    await fromMenu(user, 'Ver Resultado');
    await waitFor(() => expect(tab.location.href).toContain(`/object/sign/${RESULT}`));
  });
});

describe('admin laboratory: delete', () => {
  it('asks first, then deletes the row and its result file', async () => {
    backend.objects.set(RESULT, new Blob(['%PDF']));
    backend.seed('laboratory_requests', [requestRow({ result_url: `storage://${RESULT}` })]);
    const { user } = render();
    await fromMenu(user, 'Eliminar');
    const confirm = await findDialog('¿Eliminar solicitud?', 'alertdialog');
    expect(confirm).toHaveTextContent('Se eliminará «Química sanguínea» y, si tiene, su resultado.');
    // The confirmation of what cannot be undone is styled as destructive, not as the primary action.
    expect(within(confirm).getByRole('button', { name: 'Eliminar' })).toHaveClass('bg-destructive');
    expect(writes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Solicitud eliminada')).toBeInTheDocument();
    expect(writes()).toEqual(['DELETE laboratory_requests', 'DELETE storage/object/lab-results']);
    expect(backend.objects.size).toBe(0);
    expect(await screen.findByText('Sin Solicitudes de Laboratorio')).toBeInTheDocument();
  });
});
