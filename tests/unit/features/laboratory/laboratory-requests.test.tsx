import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getToasts, resetToasts } from '@/components/ui/use-toast';
import { LaboratoryRequests } from '@/features/laboratory/components/laboratory-requests';

import { db, renderWithQuery, resetSupabaseMock, storage } from '../directory/supabase-mock';

vi.mock('@/lib/supabase', async () => (await import('../directory/supabase-mock')).supabaseModule);

const A = '10000000-0000-4000-8000-00000000000a';
const row = (id: string, fields: Record<string, unknown>) => ({
  id,
  patient_name: null,
  request_date: '2026-03-05',
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
  row('r3', { request_type: 'Biometría hemática', status: 'procesando', notes: 'Muestra en sitio.' }),
  row('r4', {
    request_type: 'Química sanguínea',
    patient_name: 'Héctor Ruiz',
    status: 'completado',
    notes: 'Entregado a RH.',
    result_url: `storage://lab-results/${A}/resultado-2.pdf`,
  }),
  row('r5', { request_type: 'Radiografía', status: 'cancelado' }),
  row('r6', { request_type: 'Audiometría', status: 'en_revision' }),
  row('r7', { request_type: 'Espirometría', status: '' }),
];

const cards = () =>
  within(screen.getByRole('list', { name: 'Solicitudes de laboratorio' })).getAllByRole('listitem');
const card = (type: string) => cards().find((li) => within(li).queryByRole('heading', { name: type }))!;

beforeEach(() => {
  resetSupabaseMock();
  resetToasts();
});
afterEach(() => vi.restoreAllMocks());

describe('LaboratoryRequests', () => {
  it('shows a loading block while the requests load', () => {
    db.next = 'pending';
    renderWithQuery(<LaboratoryRequests companyId={A} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando solicitudes de laboratorio...');
  });

  it('shows each request with its badge, fallbacks, es-MX date and result button', async () => {
    db.next = { data: REQUESTS, error: null };
    renderWithQuery(<LaboratoryRequests companyId={A} />);
    await screen.findByRole('list', { name: 'Solicitudes de laboratorio' });
    expect(db.calls[0]).toEqual({
      table: 'laboratory_requests',
      chain: [
        ['select', 'id, request_type, patient_name, request_date, notes, status, result_url'],
        ['eq', 'company_id', A],
        ['order', 'request_date', { ascending: false }],
      ],
    });
    const badges: Record<string, string> = {
      'Examen médico de ingreso': 'Pendiente',
      Antidoping: 'En Proceso',
      'Biometría hemática': 'En Proceso',
      'Química sanguínea': 'Completado',
      Radiografía: 'Cancelado',
      Audiometría: 'en_revision',
      Espirometría: 'Desconocido',
    };
    for (const [type, label] of Object.entries(badges)) {
      expect(within(card(type)).getByText(label)).toBeInTheDocument();
    }
    const radiografia = within(card('Radiografía'));
    expect(radiografia.getByText('Paciente no especificado')).toBeInTheDocument();
    expect(radiografia.getByText('Sin notas adicionales.')).toBeInTheDocument();
    expect(radiografia.getByText('Solicitado:')).toBeInTheDocument();
    expect(radiografia.getByText('5/3/2026')).toBeInTheDocument();
    expect(radiografia.getByRole('button', { name: 'Resultado Pendiente' })).toBeDisabled();
    expect(
      within(card('Química sanguínea')).getByRole('button', { name: /Descargar Resultado/ }),
    ).toBeEnabled();
  });

  it('signs the result only at the click and opens it in a new tab', async () => {
    db.next = { data: REQUESTS, error: null };
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    storage.createSignedUrl.mockResolvedValue({
      data: { signedUrl: 'http://api/sign/r?token=t' },
      error: null,
    });
    renderWithQuery(<LaboratoryRequests companyId={A} />);
    const button = await screen.findByRole('button', { name: 'Descargar Resultado: Química sanguínea' });
    expect(storage.createSignedUrl).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(storage.from).toHaveBeenCalledWith('lab-results');
    expect(storage.createSignedUrl).toHaveBeenCalledWith(`${A}/resultado-2.pdf`, 60, undefined);
    await vi.waitFor(() => expect(tab.location.href).toBe('http://api/sign/r?token=t'));
  });

  it('tells the person when the result cannot be opened', async () => {
    db.next = { data: REQUESTS, error: null };
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    storage.createSignedUrl.mockResolvedValue({
      data: null,
      error: Object.assign(new Error('Object not found'), { status: 404 }),
    });
    renderWithQuery(<LaboratoryRequests companyId={A} />);
    await userEvent.click(await screen.findByRole('button', { name: /Descargar Resultado/ }));
    await vi.waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        variant: 'destructive',
        description: 'El archivo no existe o no tienes permiso para verlo.',
      }),
    );
    expect(tab.close).toHaveBeenCalled();
  });

  it('searches type, patient and notes ignoring case and accents, and filters by status', async () => {
    db.next = { data: REQUESTS, error: null };
    renderWithQuery(<LaboratoryRequests companyId={A} />);
    const search = await screen.findByPlaceholderText('Buscar por paciente, tipo de examen o notas...');
    expect(cards()).toHaveLength(7);

    await userEvent.type(search, 'QUIMICA');
    expect(cards().map((li) => within(li).getByRole('heading').textContent)).toEqual(['Química sanguínea']);
    await userEvent.clear(search);
    await userEvent.type(search, 'patricia');
    expect(cards()).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'en sitio');
    expect(within(cards()[0]).getByRole('heading')).toHaveTextContent('Biometría hemática');
    await userEvent.clear(search);

    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'En Proceso' }));
    expect(cards().map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Antidoping',
      'Biometría hemática',
    ]);

    await userEvent.type(search, 'zzz');
    expect(screen.getByRole('heading', { name: 'No se encontraron resultados' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Solicitudes de laboratorio' })).not.toBeInTheDocument();
  });

  it('shows an empty state when the company has no requests', async () => {
    renderWithQuery(<LaboratoryRequests companyId={A} />);
    expect(
      await screen.findByRole('heading', { name: 'Sin solicitudes de laboratorio' }),
    ).toBeInTheDocument();
    expect(screen.queryByPlaceholderText(/Buscar por paciente/)).not.toBeInTheDocument();
  });

  it("shows 'Error' / 'No se pudieron cargar las solicitudes de laboratorio.' with a retry", async () => {
    db.next = { data: null, error: { message: 'boom' } };
    renderWithQuery(<LaboratoryRequests companyId={A} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar las solicitudes de laboratorio.');
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Error',
      description: 'No se pudieron cargar las solicitudes de laboratorio.',
    });
    db.next = { data: REQUESTS, error: null };
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Solicitudes de laboratorio' })).toBeInTheDocument();
  });
});
