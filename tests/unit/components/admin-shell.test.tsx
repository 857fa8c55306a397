import { screen, waitFor, within } from '@testing-library/react';

import { initials } from '@/components/ui/avatar';

import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../app/preload-routes';
import { findLayer } from '../helpers/dialogs';
import { identity } from '../helpers/fake-firebase';
import { backend } from '../kit/fake-backend';
import { COMPANY_B, companies, profiles } from '../kit/profiles';
import { renderApp } from '../kit/render';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  backend.seed('companies', companies);
});

const asAdmin = { profile: profiles.admin };

describe('avatar initials', () => {
  it('uses the first letters of the first and last word, the first two characters, or U', () => {
    expect(initials('Ana María López Ruiz')).toBe('AR');
    expect(initials('admin')).toBe('AD');
    expect(initials('  ')).toBe('U');
    expect(initials(null)).toBe('U');
  });
});

describe('admin shell', () => {
  it('lists the spec sections with their paths, plus the audit trail and notifications before the profile', async () => {
    renderApp('/dashboard/admin/clientes', asAdmin);
    const nav = await screen.findByRole('navigation', { name: 'Administración' });
    const expected: [string, string][] = [
      ['Perfiles Cliente', '/dashboard/admin/clientes'],
      ['Directorios', '/dashboard/admin/directorio'],
      ['Laboratorio', '/dashboard/admin/laboratorio'],
      ['Facturación', '/dashboard/admin/facturacion'],
      ['Indicadores (Looker)', '/dashboard/admin/looker-studio'],
      ['Reportes Mensuales', '/dashboard/admin/reportes-mensuales'],
      ['Documentos (REPSE)', '/dashboard/admin/documentos'],
      ['Gestión LMS', '/dashboard/admin/lms'],
      ['Retroalimentación', '/dashboard/admin/retroalimentacion'],
      ['Auditoría', '/dashboard/admin/auditoria'],
      ['Notificaciones', '/dashboard/admin/notificaciones'],
      ['Mi Perfil', '/dashboard/admin/perfil'],
    ];
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(expected);
  });

  it('offers the company filter with the companies, and hides it on perfil and lms', async () => {
    const app = renderApp('/dashboard/admin/facturacion', asAdmin);
    const filter = await screen.findByRole('combobox', { name: 'Filtrar por Empresa' });
    expect(filter).toHaveDisplayValue('Todas las Empresas');
    expect(await screen.findByRole('option', { name: 'Industrias Beta' })).toBeInTheDocument();
    await app.user.selectOptions(filter, 'Industrias Beta');
    expect(screen.getByRole('combobox', { name: 'Filtrar por Empresa' })).toHaveDisplayValue(
      'Industrias Beta',
    );
    // The filter lives in the URL, so a reload or a shared link keeps it.
    expect(app.location()).toBe(`/dashboard/admin/facturacion?empresa=${COMPANY_B}`);

    await app.user.click(screen.getByRole('link', { name: 'Mi Perfil' }));
    expect(await screen.findByText('Información de la Cuenta')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Filtrar por Empresa' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('aria-current', 'page');

    await app.user.click(screen.getByRole('link', { name: 'Gestión LMS' }));
    // The LMS pages are two lazy modules deep: their first import is slow on a cold, busy runner.
    expect(
      await screen.findByRole('heading', { name: 'Cursos', level: 2 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gestión LMS' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('combobox', { name: 'Filtrar por Empresa' })).not.toBeInTheDocument();
  }, 30_000);

  it('shows No hay empresas when there are none', async () => {
    backend.seed('companies', []);
    renderApp('/dashboard/admin/directorio', asAdmin);
    await screen.findByRole('combobox', { name: 'Filtrar por Empresa' });
    expect(await screen.findByRole('option', { name: 'No hay empresas' })).toBeDisabled();
  });

  it('shows name and email in the avatar menu and signs out with Cerrar Sesión', async () => {
    const app = renderApp('/dashboard/admin', asAdmin);
    // The avatar shows the initials, and its name contains them (WCAG 2.5.3, label in name).
    const trigger = await screen.findByRole('button', { name: 'Menú de usuario, AA' });
    expect(trigger).toHaveTextContent('AA');
    await app.user.click(trigger);
    const menu = await findLayer('menu');
    expect(within(menu).getByText('Ana Admin')).toBeInTheDocument();
    expect(within(menu).getByText('admin@portal.demo')).toBeInTheDocument();
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
    expect(identity.signOut).toHaveBeenCalledTimes(1);
  });
});
