import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { writeHostingPolicy } from './scripts/hosting/policy';
import { prerender } from './scripts/prerender-plugin';

export default defineConfig({
  // The public pages a visitor opens first are prerendered to HTML (scripts/prerender-plugin.ts); the
  // landing, at '/' and at /features, needs no JavaScript at all without a stored session. Then the build
  // writes its Content-Security-Policy for Hosting (scripts/hosting/policy.ts).
  plugins: [
    react(),
    prerender(
      [{ path: '/', app: 'session' }, { path: '/features', app: 'session' }, { path: '/login' }],
      writeHostingPolicy,
    ),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true },
  build: {
    rolldownOptions: {
      output: {
        // The identity and data SDKs are large and change rarely: own chunks keep them cached across deploys.
        codeSplitting: {
          groups: [
            // tslib is shared by supabase-js, Firebase and react-remove-scroll (Radix dialogs); in the
            // supabase group (groups take their modules' dependencies) any dialog loaded all supabase-js.
            { name: 'tslib', test: /node_modules[\\/]tslib[\\/]/, priority: 1 },
            // The Functions SDK is loaded at an admin's first account operation (src/lib/functions.ts): in
            // the firebase group it would come with every first screen. Firebase's shared modules (util,
            // component, logger) stay in the firebase group, which is asked first.
            {
              name: 'firebase',
              test: /node_modules[\\/](@firebase|firebase)[\\/](?!functions[\\/])/,
              priority: 3,
            },
            {
              name: 'firebase-functions',
              test: /node_modules[\\/](@firebase|firebase)[\\/]functions[\\/]/,
              priority: 2,
            },
            { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
