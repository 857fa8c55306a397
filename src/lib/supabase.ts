// The only Supabase client. Its access token is the current Firebase ID token (third-party auth),
// so row-level security in Postgres decides what each user can read and write. Without a session (stored
// or in this page) requests go out anonymous without loading Firebase: public pages need none of it.
import { createClient } from '@supabase/supabase-js';

import { env } from '@/config/env';
import { loadedIdentity, loadIdentity } from '@/lib/auth/identity-loader';
import { hasPersistedSession } from '@/lib/auth/persisted-session';
import type { Database } from '@/types/database';

export const supabase = createClient<Database>(env.supabase.url, env.supabase.anonKey, {
  accessToken: async () =>
    loadedIdentity() || hasPersistedSession() ? (await loadIdentity()).getIdToken() : null,
});
