// An open session asks again for its profile every minute and when the window regains focus: the
// database refusing the session (42501: deactivated, or signed out everywhere) ends it with its reason;
// a re-check that merely fails (the network) leaves the person where they were.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { SESSION_CHECK_MS } from '@/lib/auth/auth-provider';
import { authKeys } from '@/lib/auth/keys';

import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../app/preload-routes';
import { fakeFirebase } from '../helpers/fake-firebase';
import { backend } from '../kit/fake-backend';
import { profiles } from '../kit/profiles';
import { renderApp, toastText } from '../kit/render';

const REVOKED = 'Tu sesión se cerró en todos los dispositivos. Inicia sesión de nuevo.';
const refused = { status: 403, code: '42501', message: REVOKED };

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
afterEach(() => {
  vi.useRealTimers();
});

const profileChecks = () => backend.requestsTo('rpc/sync_my_profile').length;

/** Signed in on Mi Perfil, with a fake clock that also runs on its own; `elapsed` counts from the render. */
async function signedIn() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const start = Date.now();
  const app = renderApp('/dashboard/client?tab=profile', { profile: profiles.clientA });
  await screen.findByRole('region', { name: 'Mi Perfil' });
  await waitFor(() => expect(profileChecks()).toBe(1));
  return { app, elapsed: () => Date.now() - start };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('session check', () => {
  it("asks again after a minute and ends a refused session with 'Sesión cerrada' and the reason", async () => {
    const { app, elapsed } = await signedIn();
    backend.fail('rpc/sync_my_profile', refused);
    await advance(SESSION_CHECK_MS - 1000 - elapsed());
    expect(profileChecks()).toBe(1);
    expect(fakeFirebase.currentUid()).toBe(profiles.clientA.firebase_uid);

    await advance(2000);
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
    expect(profileChecks()).toBe(2);
    expect(fakeFirebase.currentUid()).toBeNull();
    expect(toastText()).toContain(`Sesión cerrada${REVOKED}`);
  });

  it('asks again when the window regains focus', async () => {
    const app = renderApp('/dashboard/client?tab=profile', { profile: profiles.clientA });
    await screen.findByRole('region', { name: 'Mi Perfil' });
    await waitFor(() => expect(profileChecks()).toBe(1));
    backend.fail('rpc/sync_my_profile', refused);
    fireEvent(window, new Event('visibilitychange'));
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
    expect(fakeFirebase.currentUid()).toBeNull();
    expect(toastText()).toContain(`Sesión cerrada${REVOKED}`);
  });

  it('keeps the person signed in when a re-check cannot reach the server, and goes on checking', async () => {
    const { app } = await signedIn();
    backend.fail('rpc/sync_my_profile', 'network');
    await advance(SESSION_CHECK_MS + 1000);
    await waitFor(() => expect(profileChecks()).toBe(2));
    // The failed answer has been taken in: the profile query holds it as its error.
    await waitFor(() =>
      expect(
        app.queryClient.getQueryState(authKeys.profile(profiles.clientA.firebase_uid))?.error,
      ).toBeTruthy(),
    );
    expect(fakeFirebase.currentUid()).toBe(profiles.clientA.firebase_uid);
    expect(app.location()).toBe('/dashboard/client?tab=profile');
    expect(screen.getByRole('region', { name: 'Mi Perfil' })).toBeInTheDocument();
    expect(toastText()).toBeNull();

    // The next minute's answer still counts.
    backend.fail('rpc/sync_my_profile', refused);
    await advance(SESSION_CHECK_MS);
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
    expect(toastText()).toContain(`Sesión cerrada${REVOKED}`);
  });
});
