import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetToasts } from '@/components/ui/use-toast';
import type { Indicator } from '@/features/indicators/api/get-indicators';
import { IndicatorsDashboard } from '@/features/indicators/components/indicators-dashboard';
import { MonthlyReports } from '@/features/indicators/components/monthly-reports';

import {
  clientProfile,
  COMPANY_A,
  db,
  renderScreen,
  resetDb,
  storage,
} from '../repse-documents/render-screen';

vi.mock('@/lib/supabase', async () => (await import('../repse-documents/render-screen')).supabaseModule);

let n = 0;
function indicator(partial: Partial<Indicator>): Indicator {
  n += 1;
  return {
    id: `ind-${n}`,
    company_id: COMPANY_A,
    is_global: false,
    title: null,
    url: null,
    url_monthly: null,
    year: null,
    month: null,
    created_at: '2026-01-15T12:00:00Z',
    ...partial,
  };
}
const LOOKER_A = 'https://lookerstudio.google.com/embed/reporting/demo-a/page/p_kpis';
const LOOKER_G = 'https://lookerstudio.google.com/embed/reporting/demo-global/page/p_general';

beforeEach(() => {
  resetDb();
  resetToasts();
});
afterEach(() => vi.restoreAllMocks());

describe('Indicadores tab', () => {
  it('shows loading, then asks for the company and global indicators', async () => {
    let release = () => {};
    db.gate = new Promise((r) => (release = r));
    renderScreen(<IndicatorsDashboard />);
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando indicadores...');
    release();
    expect(await screen.findByRole('heading', { name: 'Sin Indicadores' })).toBeInTheDocument();
    expect(db.calls).toContainEqual(['or', `company_id.eq.${COMPANY_A},is_global.eq.true`]);
    expect(db.calls[1]).toEqual([
      'select',
      'id, company_id, is_global, title, url, url_monthly, year, month, created_at',
    ]);
  });

  it('embeds the first dashboard in a sandboxed lazy iframe and switches with the selector', async () => {
    db.result = {
      data: [
        indicator({ title: 'Tablero A', url: LOOKER_A }),
        indicator({ title: 'Tablero General', url: LOOKER_G, is_global: true, company_id: null }),
        indicator({ title: 'Reporte', url_monthly: 'storage://monthly-reports/x/r.pdf', url: LOOKER_A }),
      ],
      error: null,
    };
    const { user } = renderScreen(<IndicatorsDashboard />);
    const frame = await screen.findByTitle('Tablero A');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', LOOKER_A);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');

    const select = screen.getByRole('combobox', { name: 'Tablero' });
    await user.click(select);
    const options = await screen.findAllByRole('option');
    // The indicator with url_monthly is a report, not a dashboard.
    expect(options.map((o) => o.textContent)).toEqual(['Tablero A', 'Tablero General']);
    await user.click(options[1]);
    expect(await screen.findByTitle('Tablero General')).toHaveAttribute('src', LOOKER_G);
    expect(screen.queryByTitle('Tablero A')).not.toBeInTheDocument();
  });

  it('refuses a dashboard link that is not https, and shows no selector for a single one', async () => {
    db.result = { data: [indicator({ title: 'Malo', url: 'http://inseguro.example/x' })], error: null };
    renderScreen(<IndicatorsDashboard />);
    expect(await screen.findByText(/El enlace de este tablero no es válido/)).toBeInTheDocument();
    expect(screen.queryByTitle('Malo')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows Error de Datos with the server message in a block and a toast', async () => {
    resetDb({ data: null, error: { code: 'XX000', message: 'permiso roto' } });
    renderScreen(<IndicatorsDashboard />);
    const block = await screen.findByRole('alert');
    expect(within(block).getByText('Error de Datos')).toBeInTheDocument();
    expect(
      within(block).getByText('Error al cargar los indicadores y reportes. permiso roto'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText('Error al cargar los indicadores y reportes. permiso roto')).toHaveLength(2),
    );
  });

  it('shows Empresa No Asignada with the warning when the profile has no company', async () => {
    renderScreen(<IndicatorsDashboard />, clientProfile({ company_id: null }));
    expect(screen.getByRole('heading', { name: 'Empresa No Asignada' })).toBeInTheDocument();
    expect(await screen.findByText('Información de Empresa Incompleta')).toBeInTheDocument();
    expect(db.calls).toEqual([]);
  });
});

describe('Reportes Mensuales tab', () => {
  it('lists the monthly reports newest first (created_at when year/month are missing) and opens one', async () => {
    db.result = {
      data: [
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
        }),
        indicator({
          title: 'Sin periodo',
          url_monthly: 'storage://monthly-reports/a/old.pdf',
          created_at: '2025-11-20T10:00:00Z',
        }),
      ],
      error: null,
    };
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    storage.createSignedUrl.mockResolvedValue({ data: { signedUrl: 'http://api/signed/m02' }, error: null });
    const { user } = renderScreen(<MonthlyReports />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Reporte General',
      'Reporte Mensual',
      'Sin periodo',
    ]);
    expect(within(items[0]).getByText('Marzo 2026')).toBeInTheDocument();
    expect(within(items[0]).getByText('Global')).toBeInTheDocument();
    expect(within(items[2]).getByText('Noviembre 2025')).toBeInTheDocument();
    expect(screen.queryByText('Tablero')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir Reporte Mensual de Febrero 2026' }));
    await waitFor(() => expect(tab.location.href).toBe('http://api/signed/m02'));
    expect(storage.createSignedUrl).toHaveBeenCalledWith('monthly-reports', 'a/m02.pdf', 60, undefined);
  });

  it('shows loading, empty and error states', async () => {
    let release = () => {};
    db.gate = new Promise((r) => (release = r));
    const first = renderScreen(<MonthlyReports />);
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando reportes...');
    release();
    expect(await screen.findByRole('heading', { name: 'Sin Reportes' })).toBeInTheDocument();
    first.unmount();

    resetDb({ data: null, error: { message: 'caído' } });
    renderScreen(<MonthlyReports />);
    const block = await screen.findByRole('alert');
    expect(within(block).getByText('Error al cargar los indicadores y reportes. caído')).toBeInTheDocument();
  });
});
