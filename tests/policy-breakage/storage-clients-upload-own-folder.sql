-- caught by: tests/integration/permission-matrix.test.ts
-- caught by tests: writes bucket
-- Storage: clients may upload into their own company's folder.
drop policy portal_objects_insert on storage.objects;
create policy portal_objects_insert on storage.objects for insert to anon, authenticated
  with check (bucket_id in (select id from app.portal_buckets) and ((select app.is_admin())
    or ((select app.is_client()) and (storage.foldername(name))[1] = (select app.current_company_id())::text)));
