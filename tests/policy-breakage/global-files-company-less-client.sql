-- caught by: tests/integration/permission-matrix.test.ts
-- caught by tests: reads bucket
-- global/ files readable by any active client, also a company-less (self-registered) one.
drop policy portal_objects_select on storage.objects;
create policy portal_objects_select on storage.objects for select to anon, authenticated
  using (
    bucket_id in (select id from app.portal_buckets)
    and ((select app.is_admin())
      or ((select app.is_client())
        and ((storage.foldername(name))[1] = (select app.current_company_id())::text
          or ((storage.foldername(name))[1] = 'global'
            and bucket_id in (select id from app.portal_buckets where has_global_folder)))))
  );
