-- Files in Supabase Storage: the portal's buckets and who may touch their objects.
-- Object keys: `<company_id>/<file>` for a company's files, `global/<file>` for files every client sees
-- (only the buckets marked has_global_folder below). Rows reference files as `storage://<bucket>/<key>`
-- (see supabase/README.md); external https links stay allowed.
-- storage.buckets/storage.objects exist on every Supabase project (locally: local/api/storage/bootstrap.sql).

-- The portal's buckets, listed once: storage.buckets is filled from this table and every policy below
-- reads it, so a new bucket is one new row here. Photos are public by bucket (directory pictures), so
-- their URLs work without a token; the others only through the policies.
create table app.portal_buckets (
  id text primary key,
  public boolean not null,
  file_size_limit bigint not null,
  allowed_mime_types text[] not null,
  -- whether the bucket holds a `global/` folder that every active client may read
  has_global_folder boolean not null
);
-- The policies below run as the caller, so the caller must be able to read the list (nothing secret).
revoke all on app.portal_buckets from public, anon, authenticated;
grant select on app.portal_buckets to anon, authenticated, service_role;

insert into app.portal_buckets (id, public, file_size_limit, allowed_mime_types, has_global_folder)
values
  ('repse-documents', false, 10485760, array['application/pdf'], true),
  ('lab-results', false, 10485760, array['application/pdf'], false),
  ('invoices', false, 10485760, array['application/pdf', 'application/xml', 'text/xml'], false),
  ('monthly-reports', false, 10485760, array['application/pdf'], true),
  ('photos', true, 2097152, array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'], false);

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
select id, id, public, file_size_limit, allowed_mime_types from app.portal_buckets
on conflict (id) do update set
  name = excluded.name, public = excluded.public, file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Reading an object mirrors the company data tables: an active admin reads every file of the portal's
-- buckets; an active client reads its company's folder, plus `global/` where the bucket has one; a
-- collaborator, an inactive profile or a caller without identity reads nothing.
create policy portal_objects_select on storage.objects for select to anon, authenticated
  using (
    bucket_id in (select id from app.portal_buckets)
    and ((select app.is_admin())
      or ((select app.is_client())
        and ((storage.foldername(name))[1] = (select app.current_company_id())::text
          or ((storage.foldername(name))[1] = 'global'
            and bucket_id in (select id from app.portal_buckets where has_global_folder)))))
  );

-- Uploading, overwriting, moving and removing files is for active admins only.
create policy portal_objects_insert on storage.objects for insert to anon, authenticated
  with check (bucket_id in (select id from app.portal_buckets) and (select app.is_admin()));

create policy portal_objects_update on storage.objects for update to anon, authenticated
  using (bucket_id in (select id from app.portal_buckets) and (select app.is_admin()))
  with check (bucket_id in (select id from app.portal_buckets) and (select app.is_admin()));

create policy portal_objects_delete on storage.objects for delete to anon, authenticated
  using (bucket_id in (select id from app.portal_buckets) and (select app.is_admin()));

-- Active admins may see the buckets (an upload screen shows their limits); bucket changes stay with
-- migrations.
create policy portal_buckets_select on storage.buckets for select to anon, authenticated
  using (id in (select id from app.portal_buckets) and (select app.is_admin()));
