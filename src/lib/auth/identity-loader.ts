// Firebase (lib/firebase) and supabase-js (through profile-api) are loaded on demand: the public pages
// paint and run without them (one shared download each, retried after a failure: loadOnce).
import type { identity as Identity } from '@/lib/firebase';
import { loadOnce } from '@/lib/load-once';

export type IdentityApi = typeof Identity;

let loaded: IdentityApi | null = null;

export const loadIdentity: () => Promise<IdentityApi> = loadOnce(() =>
  import('@/lib/firebase').then((m) => (loaded = m.identity)),
);

/** Firebase if it has already been loaded, without loading it. */
export const loadedIdentity = (): IdentityApi | null => loaded;

export const loadProfileApi = loadOnce(() => import('./profile-api'));

/** Starts both downloads (e.g. when someone begins to type on the login form). */
export function preloadSignIn(): void {
  void loadIdentity().catch(() => undefined);
  void loadProfileApi().catch(() => undefined);
}
