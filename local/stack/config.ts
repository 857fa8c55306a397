// Names, ports and folders of the local stack, shared by the start command and the browser-test harness.
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FIREBASE_PROJECT_ID = 'demo-portal-clientes';
// The Auth Emulator accepts any API key; this one matches what the app uses when VITE_LOCAL_STACK=true.
export const FIREBASE_API_KEY = 'demo-api-key';

// The functions' region: functions/src/index.ts deploys there, and the app calls it (VITE_FIREBASE_FUNCTIONS_REGION).
export const FUNCTIONS_REGION = 'us-central1';

/** Every port `npm start` opens; the emulators' match firebase.json. */
export const PORTS = {
  auth: 9099,
  functions: 5001,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  api: 54321,
  app: 5173,
  mailbox: 9000,
  smtp: 2525,
} as const;

export const PATHS = {
  migrations: 'supabase/migrations',
  seed: 'supabase/seed.sql',
  seedScale: 'supabase/seed-scale.sql',
  demoFiles: 'local/seed/files',
  dbData: '.local-data/db',
  authData: '.local-data/auth',
  firebaseConfig: 'firebase.json',
  functions: 'functions',
} as const;

/** The provider as the local stack's e-mails present it (a hosted project sets its own, docs/deploy.md). */
export const DEMO_PROVIDER = {
  name: 'Servicios Integrales del Portal',
  email: 'clientes@serviciosintegrales-demo.mx',
  phone: '+52 55 5120 3400',
} as const;

export const DEMO_FILES_PREFIX = '/demo-files/';

/**
 * The VITE_* values that point the app at a local stack. Every name is set, so a developer's .env.local
 * with hosted values cannot leak into a local run (Vite lets the process environment win over .env files).
 */
export function localAppEnv(urls: {
  authUrl: string;
  functionsUrl: string;
  apiUrl: string;
  anonKey: string;
}): Record<string, string> {
  return {
    VITE_LOCAL_STACK: 'true',
    VITE_FIREBASE_AUTH_EMULATOR_URL: urls.authUrl,
    VITE_FIREBASE_FUNCTIONS_EMULATOR_URL: urls.functionsUrl,
    VITE_FIREBASE_FUNCTIONS_REGION: FUNCTIONS_REGION,
    VITE_FIREBASE_API_KEY: FIREBASE_API_KEY,
    VITE_FIREBASE_PROJECT_ID: FIREBASE_PROJECT_ID,
    VITE_FIREBASE_AUTH_DOMAIN: `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_APP_ID: '',
    VITE_SUPABASE_URL: urls.apiUrl,
    VITE_SUPABASE_ANON_KEY: urls.anonKey,
  };
}
