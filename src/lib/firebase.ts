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
  initializeAuth,
  onIdTokenChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
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

// initializeAuth with only what the app uses: email and password, the session kept in localStorage (across
// reloads and tabs; where storage is blocked Firebase keeps it for the tab). getAuth would add the popup and
// redirect sign-in machinery and the IndexedDB and sessionStorage persistences, none of them used.
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });
auth.languageCode = 'es';

if (env.firebase.emulatorUrl) {
  connectAuthEmulator(auth, env.firebase.emulatorUrl, { disableWarnings: true });
}

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
