// Server entry of the build-time prerender (scripts/prerender-plugin.ts): the HTML of a public page, as a
// visitor with no session sees it, for the browser to paint before any JavaScript and then hydrate.
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';

import { App, loadRouteModules } from './app';
import { routes } from './app/router';

/** The settings this build was made with, as the app reads them (the hosting policy is made from them). */
export { env } from './config/env';

export async function render(pathname: string): Promise<string> {
  await loadRouteModules(pathname);
  return renderToString(
    <React.StrictMode>
      <App createRouter={() => createMemoryRouter(routes, { initialEntries: [pathname] })} />
    </React.StrictMode>,
  );
}
