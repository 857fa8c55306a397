// Before any module that makes a zod schema (see the module).
import '@/lib/zod-config';

import * as React from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type DataRouter } from 'react-router-dom';

import { AppProvider } from './provider';
import { routes } from './router';

/**
 * The whole app. The router is made once per mount; the prerender (src/prerender.tsx) passes a memory
 * router, so that the server and the browser render the very same component tree and hydrate cleanly.
 */
export function App({
  createRouter = () => createBrowserRouter(routes),
}: {
  createRouter?: () => DataRouter;
}) {
  const [router] = React.useState(createRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

/**
 * Loads the lazy route modules that `pathname` matches and puts them in place of their `lazy`, so that a
 * router made afterwards renders that page at once: needed to hydrate a prerendered page (a router still
 * loading would render its fallback instead of the page's HTML).
 */
export async function loadRouteModules(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
