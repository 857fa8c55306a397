import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { IndicatorsDashboard } from '@/features/indicators/components/indicators-dashboard';
import { LOAD_TIMEOUT_MS } from '@/features/indicators/hooks/use-frame-status';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { indicator, LOOKER_A, stubLookerNetwork } from './fixtures';

const renderTab = () =>
  renderWithProviders(<IndicatorsDashboard companyId={COMPANY_A} />, { profile: profiles.clientA });

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
});

const newTabLink = () => screen.getByRole('link', { name: 'Abrir en una Pestaña Nueva' });

describe('Indicadores: the dashboard frame states', () => {
  it('shows a loading overlay until the frame loads and Looker answered, then the dashboard', async () => {
    const { probes } = stubLookerNetwork('reachable');
    backend.seed('indicators', [indicator({ title: 'Tablero A', url: LOOKER_A })]);
    renderTab();
    const frame = await screen.findByTitle('Tablero A');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tablero...');
    expect(frame).toHaveClass('opacity-0');
    fireEvent.load(frame);
    await screen.findByRole('link', { name: 'Abrir en una Pestaña Nueva' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(frame).not.toHaveClass('opacity-0');
    expect(newTabLink()).toHaveAttribute('href', LOOKER_A);
    expect(newTabLink().getAttribute('rel')).toContain('noopener');
    // The probe asks the dashboard's own host, without cookies and without reading the answer.
    expect(probes).toHaveLength(1);
    expect(probes[0].url).toBe(LOOKER_A);
    expect(probes[0].init).toMatchObject({ mode: 'no-cors', credentials: 'omit' });
  });

  it('a load event alone is not success: an unreachable host shows the message, and retry recovers', async () => {
    stubLookerNetwork('unreachable');
    backend.seed('indicators', [indicator({ title: 'Tablero A', url: LOOKER_A })]);
    const { user } = renderTab();
    const frame = await screen.findByTitle('Tablero A');
    // Chromium fires load for its own error page too.
    fireEvent.load(frame);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo cargar el tablero')).toBeInTheDocument();
    expect(within(alert).getByText(/No fue posible conectar con Looker Studio/)).toBeInTheDocument();
    const link = within(alert).getByRole('link', { name: 'Abrir en una Pestaña Nueva' });
    expect(link).toHaveAttribute('href', LOOKER_A);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(frame).not.toBeVisible();

    vi.restoreAllMocks();
    stubLookerNetwork('reachable');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando tablero...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.load(await screen.findByTitle('Tablero A'));
    await screen.findByRole('link', { name: 'Abrir en una Pestaña Nueva' });
    expect(screen.getByTitle('Tablero A')).toBeVisible();
  });

  it('says there is no connection when the browser is offline, and recovers when it is back', async () => {
    stubLookerNetwork('never');
    backend.seed('indicators', [indicator({ title: 'Tablero A', url: LOOKER_A })]);
    renderTab();
    await screen.findByTitle('Tablero A');
    act(() => setOnline(false));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No hay conexión a internet. Revisa tu conexión y vuelve a intentarlo.');
    act(() => setOnline(true));
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando tablero...');
  });

  it('gives up after the load timeout when nothing arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubLookerNetwork('never');
    backend.seed('indicators', [indicator({ title: 'Tablero A', url: LOOKER_A })]);
    renderTab();
    await screen.findByTitle('Tablero A');
    act(() => vi.advanceTimersByTime(LOAD_TIMEOUT_MS - 1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El tablero está tardando demasiado en cargar.',
    );
    expect(newTabLink()).toHaveAttribute('href', LOOKER_A);
  });

  it('never embeds another host: it offers the link in a new tab instead', async () => {
    const { probes } = stubLookerNetwork('reachable');
    const other = 'https://app.powerbi.com/view?r=abc';
    backend.seed('indicators', [indicator({ title: 'Otro', url: other })]);
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Este tablero no se puede mostrar dentro del portal.');
    expect(within(alert).getByRole('link', { name: 'Abrir en una Pestaña Nueva' })).toHaveAttribute(
      'href',
      other,
    );
    expect(document.querySelector('iframe')).toBeNull();
    expect(probes).toEqual([]);
  });

  it('embeds a Looker viewing link through its embed form, and opens the viewing link in a tab', async () => {
    stubLookerNetwork('reachable');
    const viewing = 'https://lookerstudio.google.com/u/0/reporting/abc-123/page/p_kpis';
    backend.seed('indicators', [indicator({ title: 'Vista', url: viewing })]);
    renderTab();
    const frame = await screen.findByTitle('Vista');
    expect(frame).toHaveAttribute(
      'src',
      'https://lookerstudio.google.com/embed/reporting/abc-123/page/p_kpis',
    );
    fireEvent.load(frame);
    expect(await screen.findByRole('link', { name: 'Abrir en una Pestaña Nueva' })).toHaveAttribute(
      'href',
      viewing,
    );
  });
});
