import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { startInactivityTracker } from '@/lib/auth/inactivity';

import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../app/preload-routes';
import { findLayer } from '../helpers/dialogs';
import { identity } from '../helpers/fake-firebase';
import { profiles } from '../kit/profiles';
import { renderApp, signInAs } from '../kit/render';

// The test-only override of the 30-minute timeout (honoured because the unit setup sets VITE_LOCAL_STACK).
vi.hoisted(() => {
  vi.stubEnv('VITE_INACTIVITY_TIMEOUT_MS', '10000');
});

const TIMEOUT = 10_000;

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
afterEach(() => {
  vi.useRealTimers();
});

describe('inactivity tracker', () => {
  it('fires once after the timeout without activity, and later when activity moved the deadline', () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const tracker = startInactivityTracker(1000, onTimeout);
    vi.advanceTimersByTime(600);
    tracker.touch();
    vi.advanceTimersByTime(600);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    tracker.stop();
  });
});

async function signedInAsClient() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const app = renderApp('/dashboard/client', { profile: profiles.clientA });
  await screen.findByRole('navigation', { name: 'Secciones del portal' });
  // Deadlines are measured from this activity, not from the sign-in: on a busy machine the screen can
  // take seconds to appear, and the fake clock advances with real time.
  fireEvent.mouseMove(window);
  return app;
}

describe('inactivity logout', () => {
  it('shows Sesión Expirada and signs out after the timeout; activity postpones it', async () => {
    const app = await signedInAsClient();
    await act(async () => {
      vi.advanceTimersByTime(TIMEOUT - 2000);
    });
    fireEvent.mouseMove(window);
    await act(async () => {
      vi.advanceTimersByTime(TIMEOUT - 2000);
    });
    expect(identity.signOut).not.toHaveBeenCalled();

    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(await screen.findByText('Sesión Expirada')).toBeInTheDocument();
    expect(screen.getByText('Tu sesión ha sido cerrada por inactividad.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
    expect(identity.signOut).toHaveBeenCalledTimes(1);
  });

  it('stays alive while another tab reports activity', async () => {
    await signedInAsClient();
    const otherTab = new BroadcastChannel('portal-session');
    for (let i = 0; i < 3; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(TIMEOUT / 2);
      });
      otherTab.postMessage({ type: 'activity', at: Date.now() });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    expect(identity.signOut).not.toHaveBeenCalled();
    otherTab.close();
  });

  it('signs out when another tab signs out, and announces its own sign-out', async () => {
    const app = await signedInAsClient();
    const otherTab = new BroadcastChannel('portal-session');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);

    otherTab.postMessage({ type: 'signout' });
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
    expect(identity.signOut).toHaveBeenCalled();

    app.unmount();
    signInAs(profiles.clientA);
    const again = renderApp('/dashboard/client');
    await again.user.click(await screen.findByRole('button', { name: /^Menú de usuario/ }));
    await again.user.click(within(await findLayer('menu')).getByRole('menuitem', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(heard).toContainEqual({ type: 'signout' }));
    otherTab.close();
  });
});
