// renderWithProviders: a screen (or the whole route tree) with the app's real providers (query client
// with its toasts, auth, router, toaster), signed in as `profile` through the fake identity and the fake
// backend's sync_my_profile. Only the network edge is fake.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type * as React from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import { routes as appRoutes } from '@/app/router';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { Profile } from '@/lib/auth/types';
import { createQueryClient } from '@/lib/query/query-client';

import { fakeFirebase } from '../helpers/fake-firebase';
import { backend } from './fake-backend';

export const PASSWORD = 'Portal#2026';

interface Options {
  /** Signed in as this profile; none = signed out. */
  profile?: Profile;
  /** Initial URL (path and search). */
  route?: string;
  /** Route pattern the element is mounted at (default '*'), for screens that read params. */
  path?: string;
  /** userEvent options (e.g. { applyAccept: false } to pick any file). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  /** Current path and search of the router. */
  location: () => string;
  queryClient: ReturnType<typeof createQueryClient>;
}

/** Puts the profile behind the fake identity: an account that is signed in and a sync_my_profile. */
export function signInAs(profile: Profile) {
  fakeFirebase.addAccount({
    uid: profile.firebase_uid ?? profile.id,
    email: profile.email,
    password: PASSWORD,
  });
  fakeFirebase.signInAs(profile.email);
  backend.rpcs.sync_my_profile = () => ({ ...profile });
}

function renderRoutes(routes: RouteObject[], options: Options): Rendered {
  if (options.profile) signInAs(options.profile);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const user = userEvent.setup({ delay: null, ...options.userOptions });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...utils, user, location, queryClient };
}

/** One screen inside the providers. */
export function renderWithProviders(ui: React.ReactElement, options: Options = {}): Rendered {
  return renderRoutes([{ path: options.path ?? '*', element: ui }], options);
}

/** The app's real route tree at `route`. */
export function renderApp(route: string, options: Omit<Options, 'route' | 'path'> = {}): Rendered {
  return renderRoutes(appRoutes, { ...options, route });
}

/** The visible toast (title and description), or null. */
export function toastText(): string | null {
  const region = screen.queryByRole('region', { name: /notificaciones|notifications/i });
  return region?.textContent?.trim() || null;
}
