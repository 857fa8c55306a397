import * as React from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

import { replayTypedInput } from '@/app/replay-typed-input';
import { hasPersistedSession } from '@/lib/auth/persisted-session';

import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento raíz.');

// A prerendered public page (dist/<route>/index.html) is already on screen. It shows what a visitor without
// a session sees, so it is hydrated only for one; with a persisted session the app renders afresh over it.
const prerendered = container.firstElementChild !== null && !hasPersistedSession();
let root: Root | undefined;

/** Runs `onMount` once the tree below it has committed (after hydration, for a prerendered page). */
function AfterMount({ onMount, children }: { onMount: () => void; children: React.ReactNode }) {
  React.useEffect(onMount, [onMount]);
  return children;
}
const replay = () => replayTypedInput(container);

// The app is loaded dynamically so that a configuration error (invalid VITE_* values, thrown while the
// app's modules are evaluated) shows a readable Spanish message instead of a blank page.
import('./app')
  .then(async ({ App, loadRouteModules }) => {
    const app = (
      <React.StrictMode>
        <App />
      </React.StrictMode>
    );
    if (prerendered) {
      await loadRouteModules(window.location.pathname);
      root = hydrateRoot(container, <AfterMount onMount={replay}>{app}</AfterMount>);
    } else {
      root = createRoot(container);
      root.render(app);
    }
  })
  .catch((error: unknown) => {
    console.error(error);
    root ??= createRoot(container);
    root.render(
      <main className="flex min-h-screen items-center justify-center p-6">
        <div role="alert" className="max-w-lg rounded-lg border bg-card p-6 text-center shadow-sm">
          <h1 className="text-xl font-semibold">No se pudo iniciar el portal</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            {error instanceof Error ? error.message : 'Error desconocido.'}
          </p>
        </div>
      </main>,
    );
  });
