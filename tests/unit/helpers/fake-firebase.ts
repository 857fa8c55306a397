// In-memory stand-in for '@/lib/firebase' (the identity edge of the app), used with vi.mock.
import { vi } from 'vitest';

import type { IdentityUser } from '@/lib/firebase';

export interface FakeAccount {
  uid: string;
  email: string;
  password: string;
}

function authError(code: string) {
  return Object.assign(new Error(`Firebase: Error (auth/${code}).`), { code: `auth/${code}` });
}

const state = {
  accounts: new Map<string, FakeAccount>(),
  current: null as FakeAccount | null,
  listeners: new Set<(user: IdentityUser | null) => void>(),
  /** oobCode -> email for valid reset links; 'expired-*' codes fail as expired. */
  resetCodes: new Map<string, string>(),
};

// lib/firebase persists the signed-in user in localStorage; the app reads that key to decide whether
// Firebase is worth loading before anyone signs in (lib/auth/persisted-session).
const PERSISTED_KEY = 'firebase:authUser:fake-api-key:[DEFAULT]';

function setCurrent(account: FakeAccount | null) {
  state.current = account;
  if (account) localStorage.setItem(PERSISTED_KEY, JSON.stringify({ uid: account.uid }));
  else localStorage.removeItem(PERSISTED_KEY);
}

function asUser(account: FakeAccount | null): IdentityUser | null {
  if (!account) return null;
  return { uid: account.uid, email: account.email, getIdToken: async () => `token-${account.uid}` };
}

function emit() {
  const user = asUser(state.current);
  for (const listener of state.listeners) listener(user);
}

function checkCode(code: string) {
  if (code.startsWith('expired')) throw authError('expired-action-code');
  if (!state.resetCodes.has(code)) throw authError('invalid-action-code');
}

export const identity = {
  currentUser: vi.fn(() => asUser(state.current)),
  onIdTokenChanged: vi.fn((listener: (user: IdentityUser | null) => void) => {
    state.listeners.add(listener);
    queueMicrotask(() => listener(asUser(state.current)));
    return () => state.listeners.delete(listener);
  }),
  getIdToken: vi.fn(async () => (state.current ? `token-${state.current.uid}` : null)),
  signIn: vi.fn(async (email: string, password: string) => {
    if (!email.includes('@')) throw authError('invalid-email');
    const account = state.accounts.get(email.toLowerCase());
    if (!account || account.password !== password) throw authError('invalid-credential');
    setCurrent(account);
    emit();
  }),
  signOut: vi.fn(async () => {
    setCurrent(null);
    emit();
  }),
  sendPasswordResetEmail: vi.fn(async (email: string, _continueUrl?: string) => {
    if (!email.includes('@')) throw authError('invalid-email');
  }),
  verifyPasswordResetCode: vi.fn(async (code: string) => {
    checkCode(code);
    return state.resetCodes.get(code) as string;
  }),
  confirmPasswordReset: vi.fn(async (code: string, password: string) => {
    checkCode(code);
    const account = state.accounts.get(state.resetCodes.get(code) as string);
    if (account) account.password = password;
    state.resetCodes.delete(code);
  }),
  checkActionCode: vi.fn(async (code: string) => checkCode(code)),
  applyActionCode: vi.fn(async (code: string) => {
    checkCode(code);
    state.resetCodes.delete(code);
  }),
  reauthenticate: vi.fn(async (password: string) => {
    if (!state.current) throw new Error('No hay usuario autenticado.');
    if (state.current.password !== password) throw authError('wrong-password');
  }),
  updatePassword: vi.fn(async (password: string) => {
    if (!state.current) throw new Error('No hay usuario autenticado.');
    state.current.password = password;
  }),
};

export const fakeFirebase = {
  addAccount(account: FakeAccount) {
    state.accounts.set(account.email.toLowerCase(), { ...account });
  },
  account(email: string) {
    return state.accounts.get(email.toLowerCase());
  },
  /** Start a test already signed in (as if the session had been persisted). */
  signInAs(email: string) {
    setCurrent(state.accounts.get(email.toLowerCase()) ?? null);
  },
  currentUid: () => state.current?.uid ?? null,
  addResetCode(code: string, email: string) {
    state.resetCodes.set(code, email);
  },
  reset() {
    state.accounts.clear();
    setCurrent(null);
    state.listeners.clear();
    state.resetCodes.clear();
    for (const fn of Object.values(identity)) fn.mockClear();
  },
};

export const firebaseModule = { identity, auth: {}, firebaseApp: {}, persistenceReady: Promise.resolve() };
