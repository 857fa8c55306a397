-- caught by: tests/integration/permission-matrix.test.ts
-- caught by tests: writes bucket
-- Storage: any active client may remove files it can read.
drop policy portal_objects_delete on storage.objects;
create policy portal_objects_delete on storage.objects for delete to anon, authenticated
  using (bucket_id in (select id from app.portal_buckets) and ((select app.is_admin()) or (select app.is_client())));
