-- Files in Supabase Storage: the portal's buckets and who may touch their objects.
-- Object keys: `<company_id>/<file>` for a company's files, `global/<file>` for files every client sees
-- (only repse-documents and monthly-reports hold global files). Rows reference files as
-- `storage://<bucket>/<key>` (see supabase/README.md); external https links stay allowed.
-- storage.buckets/storage.objects exist on every Supabase project (locally: local/api/storage/bootstrap.sql).
-- Access mirrors the company data tables: admins read and write everything; an active client reads its
-- company's folder (and global/ where the bucket has one); nobody else reads, nobody else writes. Photos
-- are also public by bucket (directory pictures), so their URLs work without a token.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('repse-documents', 'repse-documents', false, 10485760, array['application/pdf']),
  ('lab-results', 'lab-results', false, 10485760, array['application/pdf']),
  ('invoices', 'invoices', false, 10485760, array['application/pdf', 'application/xml', 'text/xml']),
  ('monthly-reports', 'monthly-reports', false, 10485760, array['application/pdf']),
  ('photos', 'photos', true, 2097152, array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'])
on conflict (id) do update set
  name = excluded.name, public = excluded.public, file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy portal_objects_select on storage.objects for select to anon, authenticated
  using (
    bucket_id in ('repse-documents', 'lab-results', 'invoices', 'monthly-reports', 'photos')
    and ((select app.is_admin())
      or ((select app.is_client())
        and ((storage.foldername(name))[1] = (select app.current_company_id())::text
          or (bucket_id in ('repse-documents', 'monthly-reports') and (storage.foldername(name))[1] = 'global'))))
  );

create policy portal_objects_insert on storage.objects for insert to anon, authenticated
  with check (
    bucket_id in ('repse-documents', 'lab-results', 'invoices', 'monthly-reports', 'photos')
    and (select app.is_admin())
  );

create policy portal_objects_update on storage.objects for update to anon, authenticated
  using (
    bucket_id in ('repse-documents', 'lab-results', 'invoices', 'monthly-reports', 'photos')
    and (select app.is_admin())
  )
  with check (
    bucket_id in ('repse-documents', 'lab-results', 'invoices', 'monthly-reports', 'photos')
    and (select app.is_admin())
  );

create policy portal_objects_delete on storage.objects for delete to anon, authenticated
  using (
    bucket_id in ('repse-documents', 'lab-results', 'invoices', 'monthly-reports', 'photos')
    and (select app.is_admin())
  );

-- Admins may see the buckets (an upload screen shows their limits); bucket changes stay with migrations.
create policy portal_buckets_select on storage.buckets for select to anon, authenticated
  using (
    id in ('repse-documents', 'lab-results', 'invoices', 'monthly-reports', 'photos')
    and (select app.is_admin())
  );
