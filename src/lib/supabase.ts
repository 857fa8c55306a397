// The only Supabase client (see supabase-client.ts for why it is not supabase-js's createClient). Its
// access token is the current Firebase ID token (third-party auth), so row-level security in Postgres
// decides what each user can read and write. Without a session (stored or in this page) requests go out
// anonymous without loading Firebase: public pages need none of it.
import { env } from '@/config/env';
import { loadedIdentity, loadIdentity } from '@/lib/auth/identity-loader';
import { hasPersistedSession } from '@/lib/auth/persisted-session';

import { createPortalClient } from './supabase-client';

export const supabase = createPortalClient({
  url: env.supabase.url,
  anonKey: env.supabase.anonKey,
  accessToken: async () =>
    loadedIdentity() || hasPersistedSession() ? (await loadIdentity()).getIdToken() : null,
});
