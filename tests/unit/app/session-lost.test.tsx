// A session this browser kept that Firebase no longer honours when it loads (the account was disabled or
// deleted, or its sessions were closed everywhere): the person lands on the sign-in page and is told why,
// not left to wonder; a browser without a kept session says nothing.
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

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
