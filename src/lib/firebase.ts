// The single Firebase app and Auth instance, and the identity operations the app uses.
// Everything identity-related goes through `identity`, so tests replace this one module.
import { initializeApp } from 'firebase/app';
import {
  applyActionCode,
  browserLocalPersistence,
  checkActionCode,
  confirmPasswordReset,
  connectAuthEmulator,
  EmailAuthProvider,
  getAuth,
  onIdTokenChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  verifyPasswordResetCode,
  type User,
} from 'firebase/auth';

import { env } from '@/config/env';

export type IdentityUser = Pick<User, 'uid' | 'email' | 'getIdToken'>;

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

function requireUser(): User {
  const user = auth.currentUser;
  if (!user) throw new Error('No hay usuario autenticado.');
  return user;
}

export const identity = {
  currentUser: (): IdentityUser | null => auth.currentUser,
  onIdTokenChanged: (listener: (user: IdentityUser | null) => void) => onIdTokenChanged(auth, listener),
  getIdToken: async (): Promise<string | null> => (await auth.currentUser?.getIdToken()) ?? null,
  signIn: async (email: string, password: string) => {
    await persistenceReady;
    await signInWithEmailAndPassword(auth, email, password);
  },
  signOut: () => signOut(auth),
  sendPasswordResetEmail: (email: string, continueUrl?: string) =>
    sendPasswordResetEmail(auth, email, continueUrl ? { url: continueUrl } : undefined),
  verifyPasswordResetCode: (code: string) => verifyPasswordResetCode(auth, code),
  confirmPasswordReset: (code: string, password: string) => confirmPasswordReset(auth, code, password),
  checkActionCode: async (code: string) => {
    await checkActionCode(auth, code);
  },
  applyActionCode: (code: string) => applyActionCode(auth, code),
  reauthenticate: async (password: string) => {
    const user = requireUser();
    if (!user.email) throw new Error('No estás autenticado.');
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  },
  updatePassword: (password: string) => updatePassword(requireUser(), password),
};
