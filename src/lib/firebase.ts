// The single Firebase app and Auth instance, and the identity operations the app uses.
// Everything identity-related goes through `identity`, so tests replace this one module.
import { initializeApp } from 'firebase/app';
import {
  applyActionCode,
  browserLocalPersistence,
  checkActionCode,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  initializeAuth,
  inMemoryPersistence,
  onIdTokenChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  verifyPasswordResetCode,
  type Auth,
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

// Creating an account signs the new user in on the Auth instance that created it. Admins create accounts
// through this second app ('cuentas'), kept in memory only, so their own session on `auth` is untouched.
let accountsAuth: Auth | undefined;
function getAccountsAuth(): Auth {
  if (accountsAuth) return accountsAuth;
  accountsAuth = initializeAuth(initializeApp(firebaseApp.options, 'cuentas'), {
    persistence: inMemoryPersistence,
  });
  if (env.firebase.emulatorUrl) {
    connectAuthEmulator(accountsAuth, env.firebase.emulatorUrl, { disableWarnings: true });
  }
  return accountsAuth;
}

/** The account was created but could not be linked nor removed again; the message says what to do. */
export class OrphanAccountError extends Error {}

/**
 * Creates the Firebase account of `email` and hands its uid to `link` (which records it on the profile).
 * If `link` fails, the new account is deleted again (it is still signed in on the second instance, which
 * is what deleteUser needs), so a retry starts clean instead of meeting 'email-already-in-use'.
 */
async function provisionAccount(
  email: string,
  password: string,
  link: (uid: string) => Promise<void>,
): Promise<string> {
  const accounts = getAccountsAuth();
  const { user } = await createUserWithEmailAndPassword(accounts, email, password);
  try {
    await link(user.uid);
    return user.uid;
  } catch (error) {
    await deleteUser(user).catch((cause: unknown) => {
      console.error('No se pudo eliminar la cuenta recién creada.', cause);
      throw new OrphanAccountError(
        'La cuenta de acceso se creó, pero no su perfil ni se pudo deshacer. El usuario puede restablecer su contraseña e iniciar sesión: su perfil se crea o se vincula por correo al entrar.',
      );
    });
    throw error;
  } finally {
    await signOut(accounts).catch(() => undefined);
  }
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
  provisionAccount,
};
