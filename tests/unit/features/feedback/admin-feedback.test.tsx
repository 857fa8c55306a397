import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AdminFeedback } from '@/features/feedback/components/admin/admin-feedback';

import { saved } from '../../helpers/saved-files';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, companies, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { layoutAt } from './layout';

// One test fakes the browser's layout for the chart (./layout).
afterEach(() => vi.unstubAllGlobals());

const render = (companyId = 'all', route = '/') =>
  renderWithProviders(<AdminFeedback companyId={companyId} companies={companies} />, {
    profile: profiles.admin,
    route,
  });

// Rows as the list's select returns them (embedded company and sender).
const fb = (
  id: string,
  company: string | null,
  rating: number,
  created_at: string,
  comment: string | null = null,
  sender = { full_name: 'Carlos Cliente', email: 'cliente.a@portal.demo' },
) => ({
  id,
  company_id: company,
  rating,
  comment,
  created_at,
  company: company ? { name: companies.find((c) => c.id === company)!.name } : null,
  sender,
});

const seed = () =>
  backend.seed('feedback', [
    fb('a1', COMPANY_A, 5, '2026-03-05T18:00:00Z', 'Excelente, "muy" rápido'),
    fb('a2', COMPANY_A, 4, '2026-02-05T18:00:00Z', 'Bien'),
    fb('b1', COMPANY_B, 2, '2026-01-05T18:00:00Z', '=HYPERLINK("x")', {
      full_name: 'Beatriz Núñez',
      email: 'b@beta.mx',
    }),
  ]);

const table = () => screen.findByRole('table', { name: 'Retroalimentación recibida' });
const listRequests = () =>
  backend.requestsTo('feedback', 'GET').filter((r) => r.params.get('select')?.includes('sender'));

describe('admin Retroalimentación: states', () => {
  it('loading, then the empty states of the list and of the chart', async () => {
    const release = backend.hold();
    render();
    expect(await screen.findByText('Cargando retroalimentación...')).toBeInTheDocument();
    expect(screen.getByText('Calculando calificaciones...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sin Retroalimentación')).toBeInTheDocument();
    expect(screen.getByText('Sin Calificaciones')).toBeInTheDocument();
  });

  it('an error shows the block with a retry', async () => {
    backend.fail('feedback', { message: 'boom' });
    const { user } = render();
    expect((await screen.findAllByRole('button', { name: 'Reintentar' })).length).toBe(2);
    backend.recover('feedback');
    seed();
    await user.click(screen.getAllByRole('button', { name: 'Reintentar' })[1]);
    expect(within(await table()).getAllByRole('row')).toHaveLength(4);
  });
});

describe('admin Retroalimentación: data', () => {
  it('lists company, sender, date, stars and comment, newest first', async () => {
    seed();
    render();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Constructora Alfa');
    expect(rows[0]).toHaveTextContent('Carlos Cliente');
    expect(rows[0]).toHaveTextContent('cliente.a@portal.demo');
    expect(within(rows[0]).getByRole('img', { name: '5 de 5 estrellas' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Industrias Beta');
    expect(listRequests()[0].params.get('order')).toBe('created_at.desc,id.asc');
  });

  it('summarises average, count and distribution per company in text', async () => {
    seed();
    render();
    const summary = await screen.findByRole('list', { name: 'Resumen de calificaciones' });
    const items = within(summary).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Constructora Alfa: promedio 4.5 de 5 con 2 calificaciones (5 estrellas: 1, 4 estrellas: 1, 3 estrellas: 0, 2 estrellas: 0, 1 estrella: 0).',
    );
    expect(items[1]).toHaveTextContent('Industrias Beta: promedio 2.0 de 5 con 1 calificación');
  });

  it('draws the distribution as stacked bars beside the sentences, hidden from assistive technology', async () => {
    layoutAt(900);
    seed();
    render();
    await screen.findByRole('list', { name: 'Resumen de calificaciones' });
    // The chart's code loads on its own after the sentences.
    const chart = await screen.findByTestId('rating-chart');
    await waitFor(() => expect(chart.querySelectorAll('rect')).toHaveLength(3));
    const titles = [...chart.querySelectorAll('rect > title')].map((t) => t.textContent);
    expect(titles).toEqual([
      'Constructora Alfa · 4 estrellas: 1',
      'Constructora Alfa · 5 estrellas: 1',
      'Industrias Beta · 2 estrellas: 1',
    ]);
    expect(chart).toHaveAttribute('aria-hidden', 'true');
  });

  it('sends the header company, the rating and the dates to the server, and keeps them in the URL', async () => {
    seed();
    const { user, location } = render(COMPANY_A);
    await table();
    expect(listRequests()[0].params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    await chooseOption(user, 'Calificación', '4 estrellas');
    await waitFor(() => expect(listRequests().at(-1)!.params.get('rating')).toBe('eq.4'));
    await user.type(screen.getByLabelText('Desde'), '01/02/2026');
    await user.type(screen.getByLabelText('Hasta'), '28/02/2026');
    await waitFor(() => expect(listRequests().at(-1)!.params.getAll('created_at')).toHaveLength(2));
    const [gte, lt] = listRequests().at(-1)!.params.getAll('created_at');
    expect(gte).toBe(`gte.${new Date('2026-02-01T00:00:00').toISOString()}`);
    expect(lt).toBe(`lt.${new Date('2026-03-01T00:00:00').toISOString()}`);
    expect(location()).toContain('calificacion=4');
    expect(location()).toContain('desde=2026-02-01');
    expect(location()).toContain('hasta=2026-02-28');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Bien');
  });

  it('says no matches when the filters leave nothing', async () => {
    seed();
    render('all', '/?calificacion=1');
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
  });
});

describe('admin Retroalimentación: CSV', () => {
  it('exports every filtered row as UTF-8 with BOM, quoted, formula-safe', async () => {
    seed();
    const { user } = render();
    await table();
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved.saveAs).toHaveBeenCalledTimes(1));
    const [blob, name] = saved.saveAs.mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^retroalimentacion_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('"Fecha","Empresa","Remitente","Correo","Calificación","Comentario"');
    expect(lines[1]).toMatch(
      /^"2026-03-0\d \d\d:\d\d","Constructora Alfa","Carlos Cliente","cliente\.a@portal\.demo","5","Excelente, ""muy"" rápido"$/,
    );
    expect(lines[3]).toContain('"Beatriz Núñez","b@beta.mx","2","\'=HYPERLINK(""x"")"');
    expect(lines).toHaveLength(5);
    expect(await screen.findByText('Se exportaron 3 registros.')).toBeInTheDocument();
  });

  it('exports only the header company', async () => {
    seed();
    const { user } = render(COMPANY_B);
    await table();
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved.saveAs).toHaveBeenCalledTimes(1));
    const text = await (saved.saveAs.mock.calls[0][0] as Blob).text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(text).toContain('Industrias Beta');
    expect(text).not.toContain('Constructora Alfa');
  });
});
