// The tab title follows the screen, and the first Tab stop of a page with navigation is
// "Saltar al contenido", which moves the focus to the main content.
import { screen, waitFor } from '@testing-library/react';

import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../app/preload-routes';
import { backend } from '../kit/fake-backend';
import { companies, profiles } from '../kit/profiles';
import { renderApp } from '../kit/render';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  backend.seed('companies', companies);
});

describe('page title', () => {
  it('names the screen and the portal, and changes with the screen', async () => {
    renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Iniciar Sesión · Portal de Clientes'));
  });

  it('names the admin section', async () => {
    renderApp('/dashboard/admin/documentos', { profile: profiles.admin });
    await waitFor(() => expect(document.title).toBe('Documentos (REPSE) · Portal de Clientes'));
  });

  it('is the portal name alone on the landing', async () => {
    renderApp('/features');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Portal de Clientes'));
  });
});

describe('skip link', () => {
  it('is the first Tab stop and moves the focus to the main content', async () => {
    const app = renderApp('/dashboard/client?tab=directory', { profile: profiles.clientA });
    await screen.findByRole('heading', { name: 'Directorio de Empresa' });
    await app.user.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
