// What '@/lib/supabase' is in unit tests (mocked once in tests/setup/unit.ts): the real supabase-js client,
// whose requests go to the in-memory FakeBackend. The access token is the fake identity's.
import { createClient } from '@supabase/supabase-js';

import type { Database } from '@/types/database';

import { identity } from '../helpers/fake-firebase';
import { backend } from './fake-backend';

export const supabase = createClient<Database>(backend.url, 'fake-anon-key', {
  global: { fetch: backend.fetch },
  accessToken: async () => (await identity.getIdToken()) ?? null,
});
