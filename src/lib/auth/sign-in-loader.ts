// The sign-in flow's code, loaded on demand: Firebase and the profile API (with supabase-js), one shared
// download each, retried after a failure (loadOnce).
import { loadOnce } from '@/lib/load-once';

import { loadIdentity } from './identity-loader';

export const loadProfileApi = loadOnce(() => import('./profile-api'));

/** Starts both downloads (e.g. when someone begins to type on the login form). */
export function preloadSignIn(): void {
  void loadIdentity().catch(() => undefined);
  void loadProfileApi().catch(() => undefined);
}
