import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ClientDeliveryLog } from '@/features/compliance/components/deliveries/client-delivery-log';

import { backend } from '../../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, profiles } from '../../../kit/profiles';
import { renderWithProviders, toastText } from '../../../kit/render';
import { chooseOption } from '../../../kit/select';
import { entry, SHA } from './fixtures';

const renderLog = (route = '/?tab=repse') =>
  renderWithProviders(<ClientDeliveryLog companyId={COMPANY_A} />, { profile: profiles.clientA, route });
const lastRequest = () => backend.requestsTo('delivery_events', 'GET').at(-1)!;
const table = () => screen.findByRole('table', { name: 'Constancia de Entregas' });

afterEach(() => vi.restoreAllMocks());

describe("the client's 'Constancia de Entregas'", () => {
  it('shows a loading state, then the empty state', async () => {
    const release = backend.hold();
    renderLog();
    expect(await screen.findByText('Cargando constancia de entregas...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sin Entregas Registradas')).toBeInTheDocument();
  });

  it("lists the company's entries newest first with event, document, period, user and a short SHA-256", async () => {
    backend.seed('delivery_events', [
      entry({ item_name: 'Pago IMSS marzo', occurred_at: '2026-03-01T10:00:00Z' }),
      entry({
        event: 'opened',
        item_name: 'Pago IMSS marzo',
        occurred_at: '2026-03-05T10:00:00Z',
        actor_email: 'cliente.a@portal.demo',
      }),
      entry({ company_id: COMPANY_B, item_name: 'De otra empresa' }),
    ]);
    renderLog();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Abierto')).toBeInTheDocument();
    expect(within(rows[0]).getByText('cliente.a@portal.demo')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Publicado')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Febrero 2026')).toBeInTheDocument();
    const hash = within(rows[1]).getByText('01234567…3210');
    expect(hash).toHaveAttribute('title', SHA);
    expect(
      within(rows[1]).getByRole('button', { name: 'Copiar SHA-256 de Pago IMSS marzo' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('De otra empresa')).not.toBeInTheDocument();

    const request = lastRequest();
    expect(request.params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(request.params.get('order')).toBe('occurred_at.desc,id.desc');
    expect(request.headers.get('prefer')).toContain('count=exact');
  });

  it('copies the whole SHA-256', async () => {
    backend.seed('delivery_events', [entry({ item_name: 'Acuse IVA' })]);
    const { user } = renderLog();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(
      await screen.findAllByRole('button', { name: 'Copiar SHA-256 de Acuse IVA' }).then((b) => b[0]),
    );
    expect(writeText).toHaveBeenCalledWith(SHA);
    expect((await screen.findAllByRole('button', { name: 'SHA-256 copiado' })).length).toBeGreaterThan(0);
  });

  it('filters by event and searches on the server, keeping both in the URL', async () => {
    backend.seed('delivery_events', [
      entry({ item_name: 'Opinión SAT' }),
      entry({ event: 'downloaded', item_name: 'Opinión SAT', actor_email: 'cliente.a@portal.demo' }),
      entry({ event: 'downloaded', item_name: 'Pago INFONAVIT', actor_email: 'cliente.a@portal.demo' }),
    ]);
    const { user, location } = renderLog();
    await table();
    await chooseOption(user, 'Evento', 'Descargado');
    await waitFor(() => expect(lastRequest().params.get('event')).toBe('eq.downloaded'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(location()).toContain('evento=downloaded');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar en la constancia' }), 'infonavit');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(lastRequest().params.get('or')).toMatch(/^\(item_name\.ilike\..*,actor_email\.ilike\./);
    expect(screen.getByRole('table')).toHaveTextContent('Pago INFONAVIT');
  });

  it('shows a failure as a toast and a block with a retry', async () => {
    backend.fail('delivery_events', { status: 500, message: 'caído' });
    renderLog();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await waitFor(() => expect(toastText()).toContain('No se pudo cargar la constancia de entregas.'));
  });
});
