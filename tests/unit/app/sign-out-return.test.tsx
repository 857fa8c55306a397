import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { findLayer } from '../helpers/dialogs';
import { identity } from '../helpers/fake-firebase';
import { profiles } from '../kit/profiles';
import { renderApp } from '../kit/render';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from './preload-routes';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

describe('the login return address', () => {
  it('is kept for someone who arrives signed out at a deep link', async () => {
    const app = renderApp('/dashboard/admin/facturacion');
    await waitFor(() =>
      expect(app.location()).toBe(`/login?redirectTo=${encodeURIComponent('/dashboard/admin/facturacion')}`),
    );
  });

  it('is not the page of someone who just signed out (the next person starts clean)', async () => {
    const app = renderApp('/dashboard/admin/facturacion', { profile: profiles.admin });
    await app.user.click(await screen.findByRole('button', { name: /^Menú de usuario/ }));
    await app.user.click(within(await findLayer('menu')).getByRole('menuitem', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(identity.signOut).toHaveBeenCalledTimes(1);
  });

  it('is not kept either when the session ends elsewhere (another tab, inactivity)', async () => {
    const app = renderApp('/dashboard/client?tab=billing', { profile: profiles.clientA });
    await screen.findByRole('heading', { level: 2, name: /Facturaci/ });
    await identity.signOut();
    await waitFor(() => expect(app.location()).toBe('/login'));
  });
});
