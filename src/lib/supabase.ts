// The only Supabase client. Its access token is the current Firebase ID token (third-party auth),
// so row-level security in Postgres decides what each user can read and write.
import { createClient } from '@supabase/supabase-js';

import { env } from '@/config/env';
import type { Database } from '@/types/database';

import { identity } from './firebase';

export const supabase = createClient<Database>(env.supabase.url, env.supabase.anonKey, {
  accessToken: () => identity.getIdToken(),
});
