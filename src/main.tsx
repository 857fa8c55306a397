import * as React from 'react';
import { createRoot } from 'react-dom/client';

import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento raíz.');
const root = createRoot(container);

// The app is loaded dynamically so that a configuration error (invalid VITE_* values, thrown while the
// Firebase and Supabase clients are created) shows a readable Spanish message instead of a blank page.
import('./app')
  .then(({ App }) =>
    root.render(
      <React.StrictMode>
        <App />
      </React.StrictMode>,
    ),
  )
  .catch((error: unknown) => {
    console.error(error);
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
