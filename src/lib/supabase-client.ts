// The database and Storage client of the app, without supabase-js's createClient. With third-party auth
// (the Firebase ID token) the app uses only `from`, `rpc` and `storage`; createClient also builds an auth
// client it cannot use and a Realtime client, about 40 kB gzip of every signed-in screen's download. This
// puts the client together from the two packages supabase-js itself uses for those three, with the same
// URLs and the same `apikey` and `Authorization` headers.
import { PostgrestClient } from '@supabase/postgrest-js';
import { StorageClient } from '@supabase/storage-js';

import type { Database } from '@/types/database';

export interface PortalClientOptions {
  url: string;
  anonKey: string;
  /** The signed-in user's token, or null to go out anonymous (the anon key is then the bearer). */
  accessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

/** What supabase-js's fetchWithAuth does: the anon key as `apikey`, the user's token (else the key) as bearer. */
export function withAuth(
  base: typeof fetch,
  anonKey: string,
  accessToken: () => Promise<string | null>,
): typeof fetch {
  return async (input, init) => {
    const bearer = (await accessToken()) ?? anonKey;
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${bearer}`);
    return base(input, { ...init, headers });
  };
}

export function createPortalClient({ url, anonKey, accessToken, fetch: custom }: PortalClientOptions) {
  const base = new URL(url.endsWith('/') ? url : `${url}/`);
  // Looked up at each call, as supabase-js does, so a fetch replaced after start-up is the one used.
  const plainFetch: typeof fetch = (...args) => (custom ?? fetch)(...args);
  // The type parameters supabase-js gives its own PostgrestClient (PostgREST 12 when the Database type
  // names no version), so every query keeps the types it had.
  const rest = new PostgrestClient<Database, { PostgrestVersion: '12' }>(new URL('rest/v1', base).href, {
    schema: 'public',
    fetch: plainFetch,
    wrapFetch: (inner) => withAuth(inner, anonKey, accessToken),
  });
  const storage = new StorageClient(
    new URL('storage/v1', base).href,
    {},
    withAuth(plainFetch, anonKey, accessToken),
  );
  return Object.assign(rest, { storage });
}

export type PortalClient = ReturnType<typeof createPortalClient>;
