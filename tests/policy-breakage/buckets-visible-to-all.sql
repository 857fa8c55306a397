-- caught by: tests/integration/permission-matrix.test.ts
-- caught by tests: reads bucket
-- The bucket list (limits) visible to every caller, not only to admins.
drop policy portal_buckets_select on storage.buckets;
create policy portal_buckets_select on storage.buckets for select to anon, authenticated
  using (id in (select id from app.portal_buckets));
