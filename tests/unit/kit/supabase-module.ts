// What '@/lib/supabase' is in unit tests (mocked once in tests/setup/unit.ts): the app's own client
// (src/lib/supabase-client.ts), whose requests go to the in-memory FakeBackend. The access token is the
// fake identity's.
import { createPortalClient } from '@/lib/supabase-client';

import { identity } from '../helpers/fake-firebase';
import { backend } from './fake-backend';

export const supabase = createPortalClient({
  url: backend.url,
  anonKey: 'fake-anon-key',
  fetch: backend.fetch,
  accessToken: async () => (await identity.getIdToken()) ?? null,
});
