-- Files and the rows that point at them stay consistent. An upload and its row are two requests: a tab
-- closed, a crash or a lost connection between them leaves an object no row points at, and a delete cut
-- short between the row and the object leaves the same (the app deletes the row first, so a row never
-- points at nothing through its own deletes). The storage sweep (functions/src/maintenance) removes such
-- objects after a grace period and reports to the admins the rows whose object is missing anyway (a file
-- removed by hand, a restore), which it cannot repair.

-- Every file reference of the schema, one row per row and file column: THE list of which columns hold
-- `storage://<bucket>/<key>` references. The sweep and the company delete read it; a new file column is
-- one more branch here. External https links are not references. company_id is the company whose delete
-- takes the row with it (a profile's avatar outlives its company: none). security_invoker: the caller's
-- RLS on each table decides which references it sees (an admin every one; the service role too).
create view public.file_references with (security_invoker = true) as
with refs (table_name, column_name, row_id, company_id, reference) as (
  select 'documents', 'url', id::text, company_id, url from public.documents
  union all
  select 'invoices', 'file_url', id::text, company_id, file_url from public.invoices
  union all
  select 'invoices', 'xml_url', id::text, company_id, xml_url from public.invoices
  union all
  select 'laboratory_requests', 'result_url', id::text, company_id, result_url from public.laboratory_requests
  union all
  select 'directory_entries', 'photo_url', id::text, company_id, photo_url from public.directory_entries
  union all
  select 'indicators', 'url', id::text, company_id, url from public.indicators
  union all
  select 'indicators', 'url_monthly', id::text, company_id, url_monthly from public.indicators
  union all
  select 'profiles', 'avatar_url', id::text, null::uuid, avatar_url from public.profiles
  union all
  select 'courses', 'cover_url', id::text, null::uuid, cover_url from public.courses
  union all
  select 'lessons', 'media_url', id::text, null::uuid, media_url from public.lessons
)
select r.table_name, r.column_name, r.row_id, r.company_id,
  split_part(substr(r.reference, 11), '/', 1) as bucket,
  substr(r.reference, 12 + length(split_part(substr(r.reference, 11), '/', 1))) as object_name
from refs r
where r.reference like 'storage://%';

revoke all on public.file_references from anon, authenticated;
grant select on public.file_references to anon, authenticated, service_role;

-- The buckets the sweep looks after: the portal's, and the courses' media. An object of any other bucket
-- is never taken for an orphan.
create or replace function app.swept_buckets() returns setof text
language sql stable
set search_path = ''
as $$
  select id from app.portal_buckets
  union
  select 'lms-media'
$$;
revoke all on function app.swept_buckets() from public;

-- The consistency check, in one snapshot: objects of the swept buckets that no row references and that
-- were last written more than p_grace_seconds ago ('orphan_object'), and references whose object does
-- not exist ('missing_object'). Supabase Studio's folder placeholders are no orphans. Only the service
-- role calls it (the sweep, `npm run consistency`): it reads every object and every row.
create or replace function public.storage_consistency(p_grace_seconds integer)
returns table (
  kind text,
  bucket text,
  object_name text,
  object_updated_at timestamptz,
  table_name text,
  column_name text,
  row_id text,
  company_id uuid
)
language sql stable security definer
set search_path = ''
as $$
  select 'orphan_object', o.bucket_id, o.name, greatest(o.created_at, o.updated_at),
    null::text, null::text, null::text, null::uuid
  from storage.objects o
  where o.bucket_id in (select app.swept_buckets())
    and o.name not like '%.emptyFolderPlaceholder'
    and greatest(o.created_at, o.updated_at) < now() - make_interval(secs => greatest(p_grace_seconds, 0))
    and not exists (
      select 1 from public.file_references r where r.bucket = o.bucket_id and r.object_name = o.name)
  union all
  select 'missing_object', r.bucket, r.object_name, null::timestamptz,
    r.table_name, r.column_name, r.row_id, r.company_id
  from public.file_references r
  where not exists (select 1 from storage.objects o where o.bucket_id = r.bucket and o.name = r.object_name)
  order by 1, 2, 3, 5, 6, 7
$$;
revoke all on function public.storage_consistency(integer) from public, anon, authenticated;
grant execute on function public.storage_consistency(integer) to service_role;

-- What the sweep found and did, for the admins: a missing object stays open until its row points at an
-- existing file again or is gone ('fixed'); an orphan it removed is kept as history ('removed'), one it
-- could not remove stays open. notified_at: when the active admins were e-mailed about it.
create table public.storage_consistency_issues (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('missing_object', 'orphan_object')),
  bucket text not null,
  object_name text not null,
  table_name text,
  column_name text,
  row_id text,
  company_id uuid references public.companies (id) on delete set null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolution text check (resolution in ('fixed', 'removed')),
  notified_at timestamptz,
  constraint storage_consistency_issues_resolution check ((resolved_at is null) = (resolution is null)),
  constraint storage_consistency_issues_row check (
    (kind = 'missing_object') = (table_name is not null and column_name is not null and row_id is not null))
);
-- One open issue per object and referencing column.
create unique index storage_consistency_issues_open_key on public.storage_consistency_issues
  (kind, bucket, object_name, coalesce(table_name, ''), coalesce(column_name, ''), coalesce(row_id, ''))
  where resolved_at is null;
create index storage_consistency_issues_seen_idx
  on public.storage_consistency_issues (last_seen_at desc, id);

-- Admins read it; only the sweep (service role, through the function below) writes it.
alter table public.storage_consistency_issues enable row level security;
revoke all on public.storage_consistency_issues from anon, authenticated;
grant select on public.storage_consistency_issues to anon, authenticated;
create policy storage_consistency_issues_select on public.storage_consistency_issues
  for select to anon, authenticated
  using ((select app.is_admin()));

-- Records one sweep: p_missing are the missing objects found (rows of storage_consistency), p_orphans the
-- orphans found with whether their removal succeeded ({bucket, object_name, removed}). An open missing
-- object no longer found is resolved as fixed (its row is gone or points at a file again); a removed
-- orphan closes its open issue or is kept as removed; one not removed stays open. Returns the open
-- missing-object issues no admin has been told about yet (the sweep e-mails them, then sets notified_at).
create or replace function public.record_storage_sweep(p_missing jsonb, p_orphans jsonb)
returns setof public.storage_consistency_issues
language plpgsql security definer
set search_path = ''
as $$
begin
  with found as (
    select distinct m.bucket, m.object_name, m.table_name, m.column_name, m.row_id, m.company_id
    from jsonb_to_recordset(coalesce(p_missing, '[]'::jsonb))
      as m(bucket text, object_name text, table_name text, column_name text, row_id text, company_id uuid)
  ),
  fixed as (
    update public.storage_consistency_issues i
    set resolved_at = now(), resolution = 'fixed'
    where i.kind = 'missing_object' and i.resolved_at is null
      and not exists (select 1 from found f
        where (f.bucket, f.object_name, f.table_name, f.column_name, f.row_id)
          = (i.bucket, i.object_name, i.table_name, i.column_name, i.row_id))
    returning i.id
  ),
  seen as (
    update public.storage_consistency_issues i
    set last_seen_at = now()
    from found f
    where i.kind = 'missing_object' and i.resolved_at is null
      and (f.bucket, f.object_name, f.table_name, f.column_name, f.row_id)
        = (i.bucket, i.object_name, i.table_name, i.column_name, i.row_id)
    returning i.bucket, i.object_name, i.table_name, i.column_name, i.row_id
  )
  insert into public.storage_consistency_issues
    (kind, bucket, object_name, table_name, column_name, row_id, company_id)
  select 'missing_object', f.bucket, f.object_name, f.table_name, f.column_name, f.row_id,
    -- the row's company, unless it was deleted meanwhile
    (select c.id from public.companies c where c.id = f.company_id)
  from found f
  where not exists (select 1 from seen s
    where (s.bucket, s.object_name, s.table_name, s.column_name, s.row_id)
      = (f.bucket, f.object_name, f.table_name, f.column_name, f.row_id));

  with found as (
    select o.bucket, o.object_name, bool_or(coalesce(o.removed, false)) as removed
    from jsonb_to_recordset(coalesce(p_orphans, '[]'::jsonb)) as o(bucket text, object_name text, removed boolean)
    group by o.bucket, o.object_name
  ),
  known as (
    update public.storage_consistency_issues i
    set last_seen_at = now(),
      resolved_at = case when f.removed then now() end,
      resolution = case when f.removed then 'removed' end
    from found f
    where i.kind = 'orphan_object' and i.resolved_at is null
      and (f.bucket, f.object_name) = (i.bucket, i.object_name)
    returning i.bucket, i.object_name
  )
  insert into public.storage_consistency_issues (kind, bucket, object_name, resolved_at, resolution)
  select 'orphan_object', f.bucket, f.object_name,
    case when f.removed then now() end, case when f.removed then 'removed' end
  from found f
  where not exists (select 1 from known k where (k.bucket, k.object_name) = (f.bucket, f.object_name));

  return query
    select * from public.storage_consistency_issues i
    where i.kind = 'missing_object' and i.resolved_at is null and i.notified_at is null
    order by i.first_seen_at, i.bucket, i.object_name, i.id;
end;
$$;
revoke all on function public.record_storage_sweep(jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.record_storage_sweep(jsonb, jsonb) to service_role;
