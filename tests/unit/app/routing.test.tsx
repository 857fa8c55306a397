import { screen, waitFor } from '@testing-library/react';

import { registerAccounts } from '../helpers/accounts';
import { fakeFirebase } from '../helpers/fake-firebase';
import { backend } from '../kit/fake-backend';
import { renderApp } from '../kit/render';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from './preload-routes';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  registerAccounts();
});

describe('routing and guards', () => {
  it('shows a visitor the landing at / and sends unknown paths to /features', async () => {
    const home = renderApp('/');
    expect(await screen.findAllByRole('link', { name: /Acceder al Portal/ })).not.toHaveLength(0);
    expect(home.location()).toBe('/');
    home.unmount();

    const unknown = renderApp('/no-existe');
    await waitFor(() => expect(unknown.location()).toBe('/features'));
  });

  it('sends a signed-in user from / and unknown paths to their area', async () => {
    fakeFirebase.signInAs('admin@portal.demo');
    const app = renderApp('/otra/ruta');
    await waitFor(() => expect(app.location()).toBe('/dashboard/admin/clientes'));
  });

  it('asks a visitor of /dashboard/* to sign in, remembering the page', async () => {
    const app = renderApp('/dashboard/admin/facturacion');
    await waitFor(() =>
      expect(app.location()).toBe(`/login?redirectTo=${encodeURIComponent('/dashboard/admin/facturacion')}`),
    );
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it.each([
    ['admin@portal.demo', '/dashboard/admin/clientes'],
    ['cliente.a@portal.demo', '/dashboard/client'],
    ['colaborador@portal.demo', '/dashboard/collaborator/lms'],
  ])('redirects %s from the dashboard index and unknown sub-paths to %s', async (email, target) => {
    fakeFirebase.signInAs(email);
    const index = renderApp('/dashboard');
    await waitFor(() => expect(index.location()).toBe(target));
    index.unmount();
    const unknown = renderApp('/dashboard/lo-que-sea');
    await waitFor(() => expect(unknown.location()).toBe(target));
  });

  it('redirects unknown admin and collaborator sub-paths to their first section', async () => {
    fakeFirebase.signInAs('admin@portal.demo');
    const admin = renderApp('/dashboard/admin/desconocido');
    await waitFor(() => expect(admin.location()).toBe('/dashboard/admin/clientes'));
    expect(await screen.findByRole('heading', { name: 'Perfiles Cliente', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Perfiles Cliente' })).toHaveAttribute('aria-current', 'page');
  });

  it('turns a client away from the admin area with the access-denied notice', async () => {
    fakeFirebase.signInAs('cliente.a@portal.demo');
    const app = renderApp('/dashboard/admin');
    expect(
      await screen.findByText('Acceso Denegado: No tienes permisos para acceder a esta sección.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administración' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Ir a Mi Panel' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/client'));
  });

  it('shows Error de Acceso to a non-client opening the client area', async () => {
    fakeFirebase.signInAs('colaborador@portal.demo');
    renderApp('/dashboard/client');
    expect(await screen.findByText('Error de Acceso')).toBeInTheDocument();
    expect(
      screen.getByText('No se pudo cargar la información de tu perfil o no tienes permisos de cliente.'),
    ).toBeInTheDocument();
  });

  it('signs out a user whose profile cannot be loaded and sends them to /login', async () => {
    fakeFirebase.signInAs('cliente.a@portal.demo');
    backend.fail('rpc/sync_my_profile', {
      status: 403,
      code: '42501',
      message: 'Tu cuenta ha sido deshabilitada.',
    });
    const app = renderApp('/dashboard');
    expect(await screen.findByText('Error de Perfil')).toBeInTheDocument();
    expect(
      screen.getByText('No se pudo cargar tu perfil. Tu cuenta ha sido deshabilitada.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
    expect(fakeFirebase.currentUid()).toBeNull();
  });

  it('reports a profile linked to another account as a configuration error', async () => {
    fakeFirebase.signInAs('cliente.a@portal.demo');
    backend.fail('rpc/sync_my_profile', {
      status: 400,
      code: 'P0001',
      message: 'El correo electrónico ya está en uso por otra cuenta de Firebase vinculada.',
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Error de Configuración de Perfil')).toBeInTheDocument();
  });

  it('shows the client area as one page whose menu switches tabs', async () => {
    fakeFirebase.signInAs('cliente.a@portal.demo');
    const app = renderApp('/dashboard/client');
    const menu = await screen.findByRole('navigation', { name: 'Secciones del portal' });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Directorio' })).toHaveAttribute('aria-current', 'page');
    await app.user.click(screen.getByRole('button', { name: 'Laboratorio' }));
    expect(await screen.findByRole('heading', { name: 'Exámenes de Laboratorio' })).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard/client?tab=laboratory');
    // The header avatar opens the profile tab.
    await app.user.click(screen.getByRole('button', { name: /^Abrir Mi Perfil/ }));
    expect(await screen.findByText('Información de la Cuenta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mi Perfil' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Marzo 2024')).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard/client?tab=profile');
  });

  it('shows Empresa No Asignada on company tabs for a client without company', async () => {
    fakeFirebase.signInAs('sinempresa@portal.demo');
    renderApp('/dashboard/client?tab=billing');
    expect(await screen.findByText('Empresa No Asignada')).toBeInTheDocument();
  });
});
