// Firebase (lib/firebase) and supabase-js (through profile-api) are loaded on demand: the public pages
// paint and run without them. One shared promise each, so every caller gets the same module; a failed
// load (offline) is forgotten so that the next attempt retries.
import type { identity as Identity } from '@/lib/firebase';

export type IdentityApi = typeof Identity;

let identityModule: Promise<IdentityApi> | undefined;
let loaded: IdentityApi | null = null;
let profileModule: Promise<typeof import('./profile-api')> | undefined;

export function loadIdentity(): Promise<IdentityApi> {
  identityModule ??= import('@/lib/firebase').then(
    (m) => (loaded = m.identity),
    (error: unknown) => {
      identityModule = undefined;
      throw error;
    },
  );
  return identityModule;
}

/** Firebase if it has already been loaded, without loading it. */
export const loadedIdentity = (): IdentityApi | null => loaded;

export function loadProfileApi(): Promise<typeof import('./profile-api')> {
  profileModule ??= import('./profile-api').catch((error: unknown) => {
    profileModule = undefined;
    throw error;
  });
  return profileModule;
}

/** Starts both downloads (e.g. when someone begins to type on the login form). */
export function preloadSignIn(): void {
  void loadIdentity().catch(() => undefined);
  void loadProfileApi().catch(() => undefined);
}
