-- caught by: tests/integration/lms-access.test.ts
-- lms-media readable by every signed-in caller, assigned or not.
drop policy lms_objects_select on storage.objects;
create policy lms_objects_select on storage.objects for select to anon, authenticated
  using (bucket_id = 'lms-media' and (select app.current_profile_id()) is not null);
