// Names, ports and folders of the local stack, shared by the start command and the browser-test harness.
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FIREBASE_PROJECT_ID = 'demo-portal-clientes';
// The Auth Emulator accepts any API key; this one matches what the app uses when VITE_LOCAL_STACK=true.
export const FIREBASE_API_KEY = 'demo-api-key';

export const PORTS = { auth: 9099, api: 54321, app: 5173, mailbox: 9000 } as const;

export const PATHS = {
  migrations: 'supabase/migrations',
  seed: 'supabase/seed.sql',
  seedScale: 'supabase/seed-scale.sql',
  demoFiles: 'local/seed/files',
  dbData: '.local-data/db',
  authData: '.local-data/auth',
  firebaseConfig: 'firebase.json',
} as const;

export const DEMO_FILES_PREFIX = '/demo-files/';

/**
 * The VITE_* values that point the app at a local stack. Every name is set, so a developer's .env.local
 * with hosted values cannot leak into a local run (Vite lets the process environment win over .env files).
 */
export function localAppEnv(urls: {
  authUrl: string;
  apiUrl: string;
  anonKey: string;
}): Record<string, string> {
  return {
    VITE_LOCAL_STACK: 'true',
    VITE_FIREBASE_AUTH_EMULATOR_URL: urls.authUrl,
    VITE_FIREBASE_API_KEY: FIREBASE_API_KEY,
    VITE_FIREBASE_PROJECT_ID: FIREBASE_PROJECT_ID,
    VITE_FIREBASE_AUTH_DOMAIN: `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_APP_ID: '',
    VITE_SUPABASE_URL: urls.apiUrl,
    VITE_SUPABASE_ANON_KEY: urls.anonKey,
  };
}
