import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { IndicatorsDashboard } from '@/features/indicators/components/indicators-dashboard';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, profiles } from '../../kit/profiles';
import { renderApp, renderWithProviders, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { indicator, LOOKER_A, LOOKER_G, stubLookerNetwork } from './fixtures';

beforeEach(() => void stubLookerNetwork('reachable'));
afterEach(() => vi.restoreAllMocks());

const renderTab = () =>
  renderWithProviders(<IndicatorsDashboard companyId={COMPANY_A} />, { profile: profiles.clientA });
const failure = 'Error al cargar los indicadores y reportes. permiso roto';

describe('Indicadores tab', () => {
  it('shows loading, then asks the server for the company and global indicators, newest first', async () => {
    const release = backend.hold();
    renderTab();
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando indicadores...');
    release();
    expect(await screen.findByRole('heading', { name: 'Sin Indicadores' })).toBeInTheDocument();
    expect(screen.getByText(/Aún no hay tableros de indicadores para tu empresa/)).toBeInTheDocument();
    const [request] = backend.requestsTo('indicators', 'GET');
    expect(request.params.get('or')).toBe(`(company_id.eq.${COMPANY_A},is_global.eq.true)`);
    expect(request.params.get('order')).toBe('created_at.desc');
    expect(request.params.get('select')).toBe(
      'id,company_id,is_global,title,url,url_monthly,year,month,created_at',
    );
  });

  it('embeds the first dashboard in a sandboxed lazy iframe and switches with the selector', async () => {
    backend.seed('indicators', [
      indicator({ title: 'Tablero A', url: LOOKER_A, created_at: '2026-02-01T00:00:00Z' }),
      indicator({ title: 'Tablero General', url: LOOKER_G, is_global: true, company_id: null }),
      indicator({ title: 'De Beta', url: LOOKER_G, company_id: COMPANY_B }),
      indicator({ title: 'Reporte', url: LOOKER_A, url_monthly: 'storage://monthly-reports/a/r.pdf' }),
    ]);
    const { user } = renderTab();
    const frame = await screen.findByTitle('Tablero A');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', LOOKER_A);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');

    await user.click(screen.getByRole('combobox', { name: 'Tablero' }));
    const options = await screen.findAllByRole('option');
    // Another company's row never arrives; a row with url_monthly is a report, not a dashboard.
    expect(options.map((o) => o.textContent)).toEqual(['Tablero A', 'Tablero General']);
    await user.keyboard('{Escape}');
    await chooseOption(user, 'Tablero', 'Tablero General');
    expect(await screen.findByTitle('Tablero General')).toHaveAttribute('src', LOOKER_G);
    expect(screen.queryByTitle('Tablero A')).not.toBeInTheDocument();
  });

  it('refuses a dashboard link that is not https, and has no selector for a single dashboard', async () => {
    backend.seed('indicators', [indicator({ url: 'http://inseguro.example/x' })]);
    renderTab();
    expect(await screen.findByText(/El enlace de este tablero no es válido/)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('names an untitled dashboard', async () => {
    backend.seed('indicators', [indicator({ url: LOOKER_A })]);
    renderTab();
    expect(await screen.findByTitle('Tablero de indicadores')).toHaveAttribute('src', LOOKER_A);
  });

  it('shows Error de Datos with the server cause in a block and one toast, and retries', async () => {
    backend.fail('indicators', { message: 'permiso roto' });
    const { user } = renderTab();
    const block = await screen.findByRole('alert');
    expect(within(block).getByText('Error de Datos')).toBeInTheDocument();
    expect(within(block).getByText(failure)).toBeInTheDocument();
    await waitFor(() => expect(toastText()).toContain(failure));
    expect(screen.getAllByText(failure)).toHaveLength(2);

    backend.recover('indicators');
    backend.seed('indicators', [indicator({ title: 'Tablero A', url: LOOKER_A })]);
    await user.click(within(block).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTitle('Tablero A')).toBeInTheDocument();
  });

  it('a client without a company gets Empresa No Asignada on the tab, and nothing is queried', async () => {
    renderApp('/dashboard/client?tab=indicators', { profile: profiles.noCompany });
    expect(await screen.findByRole('heading', { name: 'Empresa No Asignada' })).toBeInTheDocument();
    expect(await screen.findByText('Información de Empresa Incompleta')).toBeInTheDocument();
    expect(backend.requestsTo('indicators')).toEqual([]);
  });

  it("the client portal's tab shows the signed-in client's company", async () => {
    backend.seed('indicators', [
      indicator({ title: 'Tablero A', url: LOOKER_A }),
      indicator({ title: 'De Beta', url: LOOKER_G, company_id: COMPANY_B }),
    ]);
    renderApp('/dashboard/client?tab=indicators', { profile: profiles.clientA });
    expect(await screen.findByTitle('Tablero A')).toBeInTheDocument();
    expect(screen.queryByTitle('De Beta')).not.toBeInTheDocument();
    expect(backend.requestsTo('indicators', 'GET')[0].params.get('or')).toContain(COMPANY_A);
  });
});
