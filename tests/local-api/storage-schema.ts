// The storage schema both Storage test files use: bucket `docs` is private, each user owns the folder
// named after its uid; `pics` is public, PNG only, 1 KB.
export const STORAGE_TEST_SQL = `
  insert into storage.buckets (id, name, public) values ('docs', 'docs', false);
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('pics', 'pics', true, 1024, array['image/png']);
  create policy own_read on storage.objects for select to authenticated
    using ((storage.foldername(name))[1] = auth.jwt() ->> 'sub');
  create policy own_insert on storage.objects for insert to authenticated
    with check ((storage.foldername(name))[1] = auth.jwt() ->> 'sub');
  create policy own_update on storage.objects for update to authenticated
    using ((storage.foldername(name))[1] = auth.jwt() ->> 'sub');
  create policy own_delete on storage.objects for delete to authenticated
    using ((storage.foldername(name))[1] = auth.jwt() ->> 'sub');
`;
