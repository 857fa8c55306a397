// A session this browser kept that Firebase no longer honours when it loads (the account was disabled or
// deleted, or its sessions were closed everywhere), or an open one Firebase drops when its token can no
// longer be refreshed: the person lands on the sign-in page and is told why, not left to wonder; a
// browser without a kept session, or a person who signed out, is told nothing.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { findLayer } from '../helpers/dialogs';
import { identity } from '../helpers/fake-firebase';
import { profiles } from '../kit/profiles';
import { renderApp, toastText } from '../kit/render';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from './preload-routes';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const LOST = 'Tu sesión en este navegador terminó. Inicia sesión de nuevo para continuar.';

describe('a kept session refused when Firebase loads', () => {
  it('is announced on the sign-in page', async () => {
    // What Firebase leaves in storage for a signed-in user; the fake identity has nobody signed in.
    localStorage.setItem('firebase:authUser:fake-api-key:[DEFAULT]', JSON.stringify({ uid: 'uid-perdido' }));
    const app = renderApp('/dashboard/client');
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
    await waitFor(() => expect(toastText()).toContain(LOST));
    expect(screen.getByText('Sesión cerrada')).toBeInTheDocument();
  });

  it('is not announced to a visitor without one', async () => {
    const app = renderApp('/dashboard/client');
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
    await screen.findByRole('button', { name: 'Iniciar Sesión' });
    expect(toastText() ?? '').not.toContain(LOST);
  });
});

describe('an open session that ends', () => {
  it('is announced when Firebase drops it (its token could not be refreshed)', async () => {
    const app = renderApp('/dashboard/client?tab=billing', { profile: profiles.clientA });
    await screen.findByRole('heading', { level: 2, name: /Facturaci/ });
    // What Firebase does itself when refreshing the token is refused (user-disabled, user-token-expired).
    await identity.signOut();
    await waitFor(() => expect(app.location()).toBe('/login'));
    await waitFor(() => expect(toastText()).toContain(LOST));
  });

  it('is not announced when the person signs out', async () => {
    const app = renderApp('/dashboard/client?tab=billing', { profile: profiles.clientA });
    await app.user.click(await screen.findByRole('button', { name: /^Menú de usuario/ }));
    await app.user.click(within(await findLayer('menu')).getByRole('menuitem', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    await screen.findByRole('button', { name: 'Iniciar Sesión' });
    expect(toastText() ?? '').not.toContain(LOST);
  });
});
