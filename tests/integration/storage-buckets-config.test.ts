// The app's copy of the bucket limits (used to refuse a file before uploading it) must match what the
// storage migration creates, or the Spanish pre-checks and the API would disagree.
import { expect, it } from 'vitest';

import { BUCKETS } from '../../src/lib/files/buckets';
import { usePortalGateway } from './helpers';

const env = usePortalGateway();

it('src/lib/files/buckets.ts mirrors storage.buckets', async () => {
  const { rows } = await env.gw.db.query<{
    id: string;
    public: boolean;
    file_size_limit: number;
    allowed_mime_types: string[];
  }>(`select id, public, file_size_limit::int as file_size_limit, allowed_mime_types
      from storage.buckets order by id`);
  expect(
    Object.fromEntries(rows.map((b) => [b.id, { maxBytes: b.file_size_limit, types: b.allowed_mime_types }])),
  ).toEqual(BUCKETS);
  expect(rows.filter((b) => b.public).map((b) => b.id)).toEqual(['photos']);
});
