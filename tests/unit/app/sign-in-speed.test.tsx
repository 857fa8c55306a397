// The public pages do not wait for the identity service, and signing in requests the first screen's data
// as soon as the profile is known, once, shared with the screen that shows it.
import { screen, waitFor } from '@testing-library/react';

import { prefetchArea } from '@/app/routes/public/prefetch-area';
import { createQueryClient } from '@/lib/query/query-client';

import { registerAccounts } from '../helpers/accounts';
import { identity } from '../helpers/fake-firebase';
import { backend } from '../kit/fake-backend';
import { COMPANY_A, profiles } from '../kit/profiles';
import { PASSWORD, renderApp, type Rendered } from '../kit/render';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from './preload-routes';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  registerAccounts();
});

async function signIn(app: Rendered, identifier: string) {
  await app.user.type(await screen.findByLabelText('Correo electrónico o usuario'), identifier);
  await app.user.type(screen.getByLabelText('Contraseña'), PASSWORD);
  await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

describe('public pages without a stored session', () => {
  it('shows the login form and sends a signed-out visitor from the dashboard to it without the identity service', async () => {
    const app = renderApp('/dashboard/client');
    expect(await screen.findByRole('button', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(app.location()).toBe('/login?redirectTo=%2Fdashboard%2Fclient');
    expect(identity.onIdTokenChanged).not.toHaveBeenCalled();
    expect(identity.currentUser).not.toHaveBeenCalled();
  });

  it('shows a visitor the landing at / at once', async () => {
    const app = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Toda la información/ })).toBeInTheDocument();
    expect(app.location()).toBe('/');
    expect(identity.onIdTokenChanged).not.toHaveBeenCalled();
  });

  it('still signs in, loading the identity service then', async () => {
    const app = renderApp('/login');
    await signIn(app, 'colaborador');
    await waitFor(() => expect(app.location()).toBe('/dashboard/collaborator/lms'));
    expect(identity.onIdTokenChanged).toHaveBeenCalled();
  });
});

describe('a stored session', () => {
  it('waits for the identity service and goes from / to the area', async () => {
    const app = renderApp('/', { profile: profiles.clientA });
    await waitFor(() => expect(app.location()).toBe('/dashboard/client'));
    expect(identity.onIdTokenChanged).toHaveBeenCalled();
  });
});

describe('sign-in straight to data', () => {
  it("requests a client's directory once the profile is known, for the area's home only", async () => {
    const queryClient = createQueryClient();
    prefetchArea(queryClient, profiles.clientA, '/dashboard/client?tab=profile');
    prefetchArea(queryClient, profiles.clientA, '/dashboard');
    await waitFor(() => expect(backend.requestsTo('directory_entries', 'GET')).toHaveLength(1));
    expect(backend.requestsTo('directory_entries', 'GET')[0].params.get('company_id')).toBe(
      `eq.${COMPANY_A}`,
    );
  });

  it("requests the admin's first page of users once, shared with the screen that shows it", async () => {
    const app = renderApp('/login');
    // The app's own freshness (the kit refetches on every mount): a prefetch must serve the screen.
    app.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 60_000 } });
    await signIn(app, 'admin');
    await waitFor(() => expect(app.location()).toBe('/dashboard/admin/clientes'));
    expect(await screen.findByRole('heading', { name: 'Perfiles Cliente' })).toBeInTheDocument();
    await waitFor(() => expect(backend.requestsTo('profiles', 'GET').length).toBeGreaterThan(0));
    expect(backend.requestsTo('profiles', 'GET')).toHaveLength(1);
    expect(backend.requestsTo('companies', 'GET')).toHaveLength(1);
  });
});
