import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MonthlyReports } from '@/features/indicators/components/monthly-reports';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, profiles } from '../../kit/profiles';
import { renderApp, renderWithProviders, toastText } from '../../kit/render';
import { indicator, LOOKER_A } from './fixtures';

afterEach(() => vi.restoreAllMocks());

const renderTab = () =>
  renderWithProviders(<MonthlyReports companyId={COMPANY_A} />, { profile: profiles.clientA });

function fakeTab() {
  const tab = { opener: window, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return tab;
}

describe('Reportes Mensuales tab', () => {
  it('shows loading, then the empty state when only dashboards exist', async () => {
    backend.seed('indicators', [indicator({ title: 'Tablero', url: LOOKER_A })]);
    const release = backend.hold();
    renderTab();
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando reportes...');
    release();
    expect(await screen.findByRole('heading', { name: 'Sin Reportes' })).toBeInTheDocument();
    expect(screen.getByText(/Aún no hay reportes mensuales para tu empresa/)).toBeInTheDocument();
    expect(screen.queryByText('Tablero')).not.toBeInTheDocument();
    expect(backend.requestsTo('indicators', 'GET')[0].params.get('or')).toBe(
      `(company_id.eq.${COMPANY_A},is_global.eq.true)`,
    );
  });

  it('lists the reports newest period first (created_at when year/month are missing)', async () => {
    backend.seed('indicators', [
      indicator({ title: 'Tablero', url: LOOKER_A }),
      indicator({
        title: 'Reporte Mensual',
        url_monthly: 'storage://monthly-reports/a/m02.pdf',
        year: 2026,
        month: 2,
      }),
      indicator({
        title: 'Reporte General',
        url_monthly: 'storage://monthly-reports/global/g.pdf',
        year: 2026,
        month: 3,
        is_global: true,
        company_id: null,
      }),
      indicator({
        title: 'De Beta',
        url_monthly: 'storage://monthly-reports/b/b.pdf',
        company_id: COMPANY_B,
      }),
      indicator({ url_monthly: 'storage://monthly-reports/a/old.pdf', created_at: '2025-11-20T10:00:00Z' }),
    ]);
    renderTab();
    const list = await screen.findByRole('list', { name: 'Reportes mensuales' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Reporte General',
      'Reporte Mensual',
      'Reporte mensual',
    ]);
    expect(within(items[0]).getByText('Marzo 2026')).toBeInTheDocument();
    expect(within(items[0]).getByText('Global')).toBeInTheDocument();
    expect(within(items[1]).queryByText('Global')).not.toBeInTheDocument();
    expect(within(items[2]).getByText('Noviembre 2025')).toBeInTheDocument();
    expect(screen.queryByText('Tablero')).not.toBeInTheDocument();
  });

  it('opens a report through a 60 s signed URL made on click', async () => {
    backend.seed('indicators', [
      indicator({
        title: 'Reporte Mensual',
        url_monthly: 'storage://monthly-reports/a/m02.pdf',
        year: 2026,
        month: 2,
      }),
    ]);
    backend.objects.set('monthly-reports/a/m02.pdf', new Blob(['%PDF']));
    const tab = fakeTab();
    const { user } = renderTab();
    await user.click(
      await screen.findByRole('button', { name: 'Abrir PDF: Reporte Mensual de Febrero 2026' }),
    );
    await waitFor(() =>
      expect(tab.location.href).toBe(
        `${backend.url}/storage/v1/object/sign/monthly-reports/a/m02.pdf?token=fake-token`,
      ),
    );
    expect(backend.requestsTo('storage/object/sign/monthly-reports')[0].body).toEqual({ expiresIn: 60 });
  });

  it('says why a report cannot be opened, under its own title', async () => {
    backend.seed('indicators', [
      indicator({
        title: 'Perdido',
        url_monthly: 'storage://monthly-reports/a/no.pdf',
        year: 2026,
        month: 1,
      }),
    ]);
    const tab = fakeTab();
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Abrir PDF: Perdido de Enero 2026' }));
    await waitFor(() => expect(toastText()).toContain('No se pudo abrir el reporte'));
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('shows the error block with the cause and the toast, and retries', async () => {
    backend.fail('indicators', { message: 'caído' });
    const { user } = renderTab();
    const block = await screen.findByRole('alert');
    expect(within(block).getByText('Error de Datos')).toBeInTheDocument();
    expect(within(block).getByText('Error al cargar los indicadores y reportes. caído')).toBeInTheDocument();
    await waitFor(() => expect(toastText()).toContain('Error al cargar los indicadores y reportes. caído'));

    backend.recover('indicators');
    backend.seed('indicators', [
      indicator({ title: 'Reporte', url_monthly: 'storage://monthly-reports/a/r.pdf', year: 2026, month: 4 }),
    ]);
    await user.click(within(block).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Reporte')).toBeInTheDocument();
  });

  it('a client without a company gets Empresa No Asignada on the tab, and nothing is queried', async () => {
    renderApp('/dashboard/client?tab=monthly_reports', { profile: profiles.noCompany });
    expect(await screen.findByRole('heading', { name: 'Empresa No Asignada' })).toBeInTheDocument();
    expect(await screen.findByText('Información de Empresa Incompleta')).toBeInTheDocument();
    expect(backend.requestsTo('indicators')).toEqual([]);
  });
});
