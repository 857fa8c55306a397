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
  demoFiles: 'local/seed/files',
  dbData: '.local-data/db',
  authData: '.local-data/auth',
  firebaseConfig: 'firebase.json',
} as const;

export const DEMO_FILES_PREFIX = '/demo-files/';
