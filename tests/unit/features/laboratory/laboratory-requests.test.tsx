import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LaboratoryRequests } from '@/features/laboratory/components/laboratory-requests';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, profiles } from '../../kit/profiles';
import { renderApp, renderWithProviders, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';

afterEach(() => vi.restoreAllMocks());

let day = 0;
const row = (id: string, fields: Record<string, unknown>) => ({
  id,
  company_id: COMPANY_A,
  patient_name: null,
  // Newest first is r1..r7.
  request_date: `2026-03-${String(20 - day++).padStart(2, '0')}`,
  notes: null,
  result_url: null,
  ...fields,
});
const REQUESTS = [
  row('r1', {
    request_type: 'Examen médico de ingreso',
    patient_name: 'Roberto Sánchez',
    status: 'pendiente',
  }),
  row('r2', { request_type: 'Antidoping', patient_name: 'Patricia Flores', status: 'en_proceso' }),
  row('r3', { request_type: 'Biometría hemática', status: ' Procesando ', notes: 'Muestra en sitio.' }),
  row('r4', {
    request_type: 'Química sanguínea',
    patient_name: 'Héctor Ruiz',
    status: 'completado',
    notes: 'Entregado a RH.',
    result_url: `storage://lab-results/${COMPANY_A}/resultado-2.pdf`,
  }),
  row('r5', { request_type: 'Radiografía', status: 'cancelado', request_date: '2026-03-05' }),
  row('r6', { request_type: 'Audiometría', status: 'muestra_rechazada' }),
  row('r7', { request_type: 'Espirometría', status: '' }),
  row('b1', { company_id: COMPANY_B, request_type: 'Química de Beta', status: 'pendiente' }),
];

const renderTab = (route = '/') =>
  renderWithProviders(<LaboratoryRequests companyId={COMPANY_A} />, { profile: profiles.clientA, route });
const list = () => screen.findByRole('list', { name: 'Solicitudes de laboratorio' });
const titles = async () =>
  within(await list())
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('heading').textContent);
const card = async (type: string) =>
  within(
    within(await list())
      .getAllByRole('listitem')
      .find((li) => within(li).queryByRole('heading', { name: type }))!,
  );
// The client reads its requests through client_lab_requests (the fake computes it from the tables).
const lastRequest = () => backend.requestsTo('client_lab_requests', 'GET').at(-1)!;
const searchBox = () => screen.getByPlaceholderText('Buscar por paciente, tipo de examen o notas...');
const fakeTab = () => {
  const tab = { opener: window, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return tab;
};

describe('Laboratorio tab', () => {
  it('shows a loading block until the requests arrive', async () => {
    backend.seed('laboratory_requests', REQUESTS);
    const release = backend.hold();
    renderTab();
    expect(await screen.findByText('Cargando solicitudes de laboratorio...')).toBeInTheDocument();
    release();
    expect(await titles()).toHaveLength(7);
    expect(screen.queryByText('Cargando solicitudes de laboratorio...')).not.toBeInTheDocument();
  });

  it("asks for one page of the company's requests, newest first, with the total", async () => {
    backend.seed('laboratory_requests', REQUESTS);
    renderTab();
    expect(await titles()).toEqual([
      'Examen médico de ingreso',
      'Antidoping',
      'Biometría hemática',
      'Química sanguínea',
      'Audiometría',
      'Espirometría',
      'Radiografía',
    ]);
    const request = lastRequest();
    expect(request.params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(request.params.get('order')).toBe('request_date.desc,id.asc');
    expect(request.params.get('limit')).toBe('20');
    expect(request.headers.get('prefer')).toContain('count=exact');
    expect(screen.getByText('1–7 de 7')).toBeInTheDocument();
  });

  it('shows each request with its status badge, fallbacks, es-MX date and result button', async () => {
    backend.seed('laboratory_requests', REQUESTS);
    renderTab();
    const badges: Record<string, string> = {
      'Examen médico de ingreso': 'Pendiente',
      Antidoping: 'En Proceso',
      'Biometría hemática': 'En Proceso',
      'Química sanguínea': 'Completado',
      Radiografía: 'Cancelado',
      // A code outside the known set is shown readable, not raw.
      Audiometría: 'Muestra rechazada',
      Espirometría: 'Desconocido',
    };
    for (const [type, label] of Object.entries(badges)) {
      expect((await card(type)).getByText(label)).toBeInTheDocument();
    }
    const radiografia = await card('Radiografía');
    expect(radiografia.getByText('Paciente no especificado')).toBeInTheDocument();
    expect(radiografia.getByText('Sin notas adicionales.')).toBeInTheDocument();
    expect(radiografia.getByText('Solicitado:')).toBeInTheDocument();
    expect(radiografia.getByText('05/03/2026')).toBeInTheDocument();
    // A cancelled exam will get no result: it says so instead of a disabled 'Resultado Pendiente'.
    expect(radiografia.getByText('Examen cancelado: no habrá resultado.')).toBeInTheDocument();
    expect(radiografia.queryByRole('button', { name: 'Resultado Pendiente' })).not.toBeInTheDocument();
    expect((await card('Audiometría')).getByRole('button', { name: 'Resultado Pendiente' })).toBeDisabled();
    expect((await card('Antidoping')).getByText('Patricia Flores')).toBeInTheDocument();
    expect(
      (await card('Química sanguínea')).getByRole('button', {
        name: 'Descargar Resultado: Química sanguínea',
      }),
    ).toBeEnabled();
  });

  it('signs the result only at the click and opens it in a new tab', async () => {
    backend.seed('laboratory_requests', REQUESTS);
    backend.objects.set(`lab-results/${COMPANY_A}/resultado-2.pdf`, new Blob(['%PDF']));
    const tab = fakeTab();
    const { user } = renderTab();
    const button = await screen.findByRole('button', { name: 'Descargar Resultado: Química sanguínea' });
    expect(backend.requestsTo('storage')).toEqual([]);
    expect(backend.requestsTo('rpc/record_lab_result_access')).toEqual([]);
    await user.click(button);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(tab.location.href).toBe(
        `${backend.url}/storage/v1/object/sign/lab-results/${COMPANY_A}/resultado-2.pdf?token=fake-token`,
      ),
    );
    expect(backend.requestsTo('storage/object/sign/lab-results', 'POST')[0].body).toEqual({ expiresIn: 60 });
    // The access is logged by the database first; it hands over the file's reference.
    expect(backend.requestsTo('rpc/record_lab_result_access', 'POST').map((r) => r.body)).toEqual([
      { p_laboratory_request_id: 'r4' },
    ]);
    expect(backend.rows('lab_result_accesses')).toMatchObject([
      { laboratory_request_id: 'r4', basis: 'resultado_completo' },
    ]);
    // The list itself never carries the file's path.
    expect(lastRequest().params.get('select')).not.toContain('result_url');
  });

  it('tells the person when the result cannot be opened', async () => {
    backend.seed('laboratory_requests', REQUESTS);
    const tab = fakeTab();
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: /Descargar Resultado/ }));
    await waitFor(() =>
      expect(toastText()).toContain('El archivo no existe o no tienes permiso para verlo.'),
    );
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('searches type, patient and notes on the server, ignoring case and accents', async () => {
    backend.seed('laboratory_requests', REQUESTS);
    const { user, location } = renderTab();
    await list();
    await user.type(searchBox(), 'QUIMICA');
    await waitFor(async () => expect(await titles()).toEqual(['Química sanguínea']));
    expect(lastRequest().params.get('or')).toMatch(
      /^\(request_type\.imatch\.".*",patient_name\.imatch.*notes\.imatch/,
    );
    expect(location()).toContain('q=QUIMICA');
    await user.clear(searchBox());
    await user.type(searchBox(), 'patricia');
    await waitFor(async () => expect(await titles()).toEqual(['Antidoping']));
    await user.clear(searchBox());
    await user.type(searchBox(), 'en sitio');
    await waitFor(async () => expect(await titles()).toEqual(['Biometría hemática']));
    await user.clear(searchBox());
    await user.type(searchBox(), 'HÉCTOR');
    await waitFor(async () => expect(await titles()).toEqual(['Química sanguínea']));
  });

  it('filters by status group on the server and keeps the filter in the URL', async () => {
    backend.seed('laboratory_requests', REQUESTS);
    const { user, location } = renderTab();
    await list();
    await chooseOption(user, 'Estado', 'En Proceso');
    await waitFor(async () => expect(await titles()).toEqual(['Antidoping', 'Biometría hemática']));
    expect(lastRequest().params.get('status')).toBe('imatch.^\\s*(en_proceso|procesando)\\s*$');
    expect(location()).toContain('estado=en_proceso');

    await chooseOption(user, 'Estado', 'Otros');
    await waitFor(async () => expect(await titles()).toEqual(['Audiometría', 'Espirometría']));
    expect(lastRequest().params.get('status')).toMatch(/^not\.imatch\./);

    await user.type(searchBox(), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No se encontraron resultados' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Solicitudes de laboratorio' })).not.toBeInTheDocument();
    // The filters stay, so the person can widen the search again.
    expect(searchBox()).toBeInTheDocument();
  });

  it('keeps the search box (and its focus) while a wider search loads', async () => {
    backend.seed('laboratory_requests', REQUESTS);
    const { user } = renderTab('/?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No se encontraron resultados' })).toBeInTheDocument();
    const box = searchBox();
    const release = backend.hold();
    await user.clear(box);
    await waitFor(() => expect(lastRequest().params.get('or')).toBeNull());
    expect(searchBox()).toBe(box);
    expect(box).toHaveFocus();
    release();
    await waitFor(async () => expect(await titles()).toHaveLength(7));
    expect(searchBox()).toBe(box);
  });

  it('starts from the search and status in the link', async () => {
    backend.seed('laboratory_requests', REQUESTS);
    renderTab('/?tab=laboratory&q=biometria&estado=en_proceso');
    expect(await titles()).toEqual(['Biometría hemática']);
    expect(searchBox()).toHaveValue('biometria');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('En Proceso');
  });

  it('pages on the server', async () => {
    backend.seed(
      'laboratory_requests',
      Array.from({ length: 23 }, (_, i) =>
        row(`p${String(i).padStart(2, '0')}`, {
          request_type: `Examen ${i + 1}`,
          status: 'pendiente',
          request_date: `2026-01-${String(i + 1).padStart(2, '0')}`,
        }),
      ),
    );
    const { user } = renderTab();
    expect(await titles()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(async () => expect(await titles()).toEqual(['Examen 3', 'Examen 2', 'Examen 1']));
    expect(lastRequest().params.get('offset')).toBe('20');
    expect(screen.getByText('21–23 de 23')).toBeInTheDocument();
  });

  it('shows the empty state, without filters, when the company has no requests', async () => {
    renderTab();
    expect(
      await screen.findByRole('heading', { name: 'Sin Solicitudes de Laboratorio' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Cuando se registren exámenes para tu empresa, aparecerán aquí.'),
    ).toBeInTheDocument();
    expect(screen.queryByPlaceholderText(/Buscar por paciente/)).not.toBeInTheDocument();
  });

  it("shows 'Error' / 'No se pudieron cargar las solicitudes de laboratorio.' once as a toast and a block with a retry", async () => {
    backend.fail('client_lab_requests', { message: 'boom' });
    const { user } = renderTab();
    const block = await screen.findByRole('alert');
    expect(block).toHaveTextContent('No se pudieron cargar las solicitudes de laboratorio.');
    await waitFor(() =>
      expect(screen.getAllByText('No se pudieron cargar las solicitudes de laboratorio.')).toHaveLength(2),
    );
    backend.recover('client_lab_requests');
    backend.seed('laboratory_requests', REQUESTS);
    await user.click(within(block).getByRole('button', { name: 'Reintentar' }));
    expect(await titles()).toHaveLength(7);
  });

  it('a client without a company gets Empresa No Asignada and nothing is queried', async () => {
    renderApp('/dashboard/client?tab=laboratory', { profile: profiles.noCompany });
    expect(await screen.findByRole('heading', { name: 'Empresa No Asignada' })).toBeInTheDocument();
    expect(backend.requestsTo('client_lab_requests')).toEqual([]);
    expect(backend.requestsTo('laboratory_requests')).toEqual([]);
  });
});
