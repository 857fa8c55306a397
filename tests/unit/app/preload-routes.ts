// Loads every lazy route module once, before a file's tests start. The first import of a screen
// compiles its whole module graph; on a busy machine that took longer than the 5 s a findBy/waitFor
// allows, so a test failed on a redirect that was merely still compiling. Paid here, under the
// hook's own timeout, the tests measure only what the app does.
import type { RouteObject } from 'react-router-dom';

import { routes } from '@/app/router';

export const PRELOAD_TIMEOUT_MS = 120_000;

async function load(list: RouteObject[]): Promise<void> {
  await Promise.all(
    list.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await load(route.children);
    }),
  );
}

export const preloadRoutes = () => load(routes);
