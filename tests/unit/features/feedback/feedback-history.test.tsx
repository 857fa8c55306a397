import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FeedbackForm } from '@/features/feedback/components/feedback-form';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';

const renderTab = () =>
  renderWithProviders(<FeedbackForm companyId={COMPANY_A} />, { profile: profiles.clientA });
const list = () => screen.findByRole('list', { name: 'Retroalimentación enviada por tu empresa' });

const row = (
  id: string,
  created_at: string,
  rating: number,
  comment: string | null,
  company = COMPANY_A,
) => ({
  id,
  company_id: company,
  submitted_by: 'p-cliente-a',
  rating,
  comment,
  created_at,
});

describe('Retroalimentación: past feedback under the form', () => {
  it('shows loading, then the empty state', async () => {
    const release = backend.hold();
    renderTab();
    expect(await screen.findByText('Cargando retroalimentación enviada...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sin Retroalimentación Previa')).toBeInTheDocument();
  });

  it('shows an error block with a retry that recovers', async () => {
    backend.fail('feedback', { message: 'boom' });
    const { user } = renderTab();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getAllByText('No se pudo cargar la retroalimentación enviada.').length).toBeGreaterThan(0);
    backend.recover('feedback');
    backend.seed('feedback', [row('f1', '2026-03-05T18:00:00Z', 4, 'Bien')]);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it("lists the company's feedback newest first with date, stars and comment, asking only for its company", async () => {
    backend.seed('feedback', [
      row('f1', '2026-01-10T18:00:00Z', 3, 'Regular'),
      row('f2', '2026-03-05T18:00:00Z', 5, 'Excelente servicio'),
      row('f3', '2026-02-01T18:00:00Z', 2, null),
      row('fb', '2026-04-01T18:00:00Z', 1, 'Otra empresa', COMPANY_B),
    ]);
    renderTab();
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('5 de marzo de 2026'),
      expect.stringContaining('1 de febrero de 2026'),
      expect.stringContaining('10 de enero de 2026'),
    ]);
    expect(within(items[0]).getByRole('img', { name: '5 de 5 estrellas' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Excelente servicio');
    expect(items[1]).toHaveTextContent('Sin comentario');
    const request = backend.requestsTo('feedback', 'GET')[0];
    expect(request.params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(request.params.get('order')).toBe('created_at.desc,id.asc');
  });

  it('refreshes after sending', async () => {
    const { user } = renderTab();
    expect(await screen.findByText('Sin Retroalimentación Previa')).toBeInTheDocument();
    // The database stamps the row; the fake stores what was posted, so add the stamped fields.
    backend.seed('feedback', [row('new', new Date().toISOString(), 4, 'Muy atentos')]);
    await user.click(screen.getByRole('radio', { name: '4 estrellas: Bueno' }));
    await user.click(screen.getByRole('button', { name: 'Enviar Retroalimentación' }));
    await waitFor(async () => expect(within(await list()).getByText('Muy atentos')).toBeInTheDocument());
    expect(backend.requestsTo('feedback', 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('a collaborator (no company) sees only the form', async () => {
    renderWithProviders(<FeedbackForm title="Feedback" />, { profile: profiles.collaborator });
    expect(await screen.findByRole('button', { name: 'Enviar Retroalimentación' })).toBeInTheDocument();
    expect(screen.queryByText('Retroalimentación Enviada')).not.toBeInTheDocument();
    expect(backend.requestsTo('feedback', 'GET')).toEqual([]);
  });
});
