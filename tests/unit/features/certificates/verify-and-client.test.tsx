// The public verification page (signed out, through the app's routes) and the client tab.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CompanyCertificates } from '@/features/certificates/components/client/company-certificates';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, profiles } from '../../kit/profiles';
import { renderApp, renderWithProviders } from '../../kit/render';
import { certificateRow } from './fixtures';

const verified = (revoked: boolean) => ({
  worker_name: 'Pérez Núñez José Ángel',
  course_title: 'Trabajos en altura',
  course_hours: 2.5,
  period_start: '2026-03-01',
  period_end: '2026-03-15',
  issued_at: '2026-03-15T18:00:00Z',
  revoked,
  revoked_at: revoked ? '2026-04-02T18:00:00Z' : null,
});

describe('/verificar/:code', () => {
  it('confirms a valid code signed out, and another typed in lowercase with spaces', async () => {
    const asked: unknown[] = [];
    backend.rpcs.verify_certificate = ({ p_code }) => {
      asked.push(p_code);
      if (p_code === 'A1B2-C3D4-E5F6') return [verified(false)];
      if (p_code === 'BBBB-CCCC-DDDD') return [verified(true)];
      return [];
    };
    const { user, location } = renderApp('/verificar/a1b2-c3d4-e5f6');
    expect(await screen.findByText('Constancia válida')).toBeInTheDocument();
    expect(screen.getByText('Pérez Núñez José Ángel')).toBeInTheDocument();
    expect(screen.getByText('2.5 horas')).toBeInTheDocument();
    expect(screen.getByText('De 01/03/2026 a 15/03/2026')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Verificar Otro Código'), 'bbbb cccc dddd');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Constancia revocada')).toBeInTheDocument();
    expect(screen.getByText(/Revocada el/)).toBeInTheDocument();
    expect(location()).toBe('/verificar/BBBB-CCCC-DDDD');
    expect(asked).toEqual(['A1B2-C3D4-E5F6', 'BBBB-CCCC-DDDD']);
  });

  it('says so for an unknown code and asks for a code before searching', async () => {
    backend.rpcs.verify_certificate = () => [];
    const { user } = renderApp('/verificar/0000-0000-0000');
    expect(await screen.findByText('No encontramos una constancia con ese código')).toBeInTheDocument();
    // The code that was checked is repeated, so a typo can be seen.
    expect(screen.getByText('0000-0000-0000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Escribe el código de la constancia.')).toBeInTheDocument();
  });
});

describe("client tab 'Capacitación del Personal'", () => {
  it("lists the company's constancias with a link to their verification", async () => {
    backend.seed('company_certificates', [
      { ...certificateRow(), company_id: COMPANY_A },
      {
        ...certificateRow({ id: 'x', code: 'FFFF-FFFF-FFFF', worker_name: 'De otra empresa' }),
        company_id: 'other',
      },
    ]);
    renderApp('/dashboard/client?tab=training', { profile: profiles.clientA });
    const table = await screen.findByRole('table', { name: 'Constancias del Personal' });
    expect(within(table).getByText('José Ángel Pérez Núñez')).toBeInTheDocument();
    expect(within(table).getByText('Supervisor de línea')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Verificar constancia A1B2-C3D4-E5F6' })).toHaveAttribute(
      'href',
      '/verificar/A1B2-C3D4-E5F6',
    );
    expect(within(table).queryByText('De otra empresa')).not.toBeInTheDocument();
    expect(backend.requestsTo('company_certificates', 'GET')[0].params.get('company_id')).toBe(
      `eq.${COMPANY_A}`,
    );
  });

  it('asks the server for one page with the total, the next page when asked, and searches there', async () => {
    backend.seed(
      'company_certificates',
      Array.from({ length: 21 }, (_, i) => ({
        ...certificateRow({
          id: `c${i}`,
          code: `CODE-${String(i).padStart(4, '0')}`,
          worker_name: `Trabajador ${String(i + 1).padStart(2, '0')}`,
          issued_at: new Date(Date.UTC(2026, 0, 31 - i)).toISOString(),
        }),
        company_id: COMPANY_A,
      })),
    );
    const { user, location } = renderApp('/dashboard/client?tab=training', { profile: profiles.clientA });
    const workers = async () =>
      within(await screen.findByRole('table', { name: 'Constancias del Personal' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(await workers()).toHaveLength(20);
    expect(screen.getByText('1–20 de 21')).toBeInTheDocument();
    const first = backend.requestsTo('company_certificates', 'GET')[0];
    expect(first.params.get('offset')).toBe('0');
    expect(first.params.get('limit')).toBe('20');
    expect(first.params.get('order')).toBe('issued_at.desc,id.asc');
    expect(first.headers.get('prefer')).toContain('count=exact');

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(async () => expect(await workers()).toEqual(['Trabajador 21']));
    expect(screen.getByText('21–21 de 21')).toBeInTheDocument();
    expect(backend.requestsTo('company_certificates', 'GET').at(-1)!.params.get('offset')).toBe('20');
    expect(location()).toContain('page=2');
    expect(location()).toContain('tab=training');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar constancias' }), 'CODE-0003');
    await waitFor(async () => expect(await workers()).toEqual(['Trabajador 04']));
    expect(backend.requestsTo('company_certificates', 'GET').at(-1)!.params.get('or')).toBe(
      '(worker_name.ilike."%CODE-0003%",course_title.ilike."%CODE-0003%",code.ilike."%CODE-0003%")',
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar constancias' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar constancias' }), 'nadie');
    expect(await screen.findByRole('heading', { name: 'No se encontraron resultados' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    backend.seed('company_certificates', []);
    renderApp('/dashboard/client?tab=training', { profile: profiles.clientA });
    expect(
      await screen.findByText('Aún no hay constancias emitidas para el personal de tu empresa.'),
    ).toBeInTheDocument();
  });

  it('shows loading, then the error block with a retry', async () => {
    backend.fail('company_certificates', { message: 'boom' });
    const release = backend.hold();
    // The tab alone: holding every answer would hold the sign-in's profile too.
    renderWithProviders(<CompanyCertificates companyId={COMPANY_A} />, { profile: profiles.clientA });
    expect(await screen.findByText('Cargando constancias...')).toBeInTheDocument();
    release();
    const block = await screen.findByRole('alert');
    expect(block).toHaveTextContent('No se pudieron cargar las constancias del personal.');
    expect(within(block).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
