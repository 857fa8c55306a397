// Firebase (lib/firebase) is loaded on demand: the public pages paint and run without it (one shared
// download, retried after a failure: loadOnce). The Supabase client takes its token from here, so this
// module must not reach the profile API (which uses that client).
import type { identity as Identity } from '@/lib/firebase';
import { loadOnce } from '@/lib/load-once';

export type IdentityApi = typeof Identity;

let loaded: IdentityApi | null = null;

export const loadIdentity: () => Promise<IdentityApi> = loadOnce(() =>
  import('@/lib/firebase').then((m) => (loaded = m.identity)),
);

/** Firebase if it has already been loaded, without loading it. */
export const loadedIdentity = (): IdentityApi | null => loaded;
