// The single Firebase app and Auth instance. On the local stack Auth talks to the emulator.
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, getAuth, setPersistence } from 'firebase/auth';

import { env } from '@/config/env';

export const firebaseApp = initializeApp({
  apiKey: env.firebase.apiKey,
  authDomain: env.firebase.authDomain,
  projectId: env.firebase.projectId,
  ...(env.firebase.appId ? { appId: env.firebase.appId } : {}),
});

export const auth = getAuth(firebaseApp);
auth.languageCode = 'es';

if (env.firebase.emulatorUrl) {
  connectAuthEmulator(auth, env.firebase.emulatorUrl, { disableWarnings: true });
}

// Keep the session across reloads and tabs; a failure is not fatal (the session then lasts the tab).
export const persistenceReady = setPersistence(auth, browserLocalPersistence).catch((error: unknown) => {
  console.error('No se pudo configurar la persistencia de la sesión.', error);
});
