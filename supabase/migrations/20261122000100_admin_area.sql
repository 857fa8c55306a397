-- The admin area (issue 10): the fields its forms need, the rules that keep the portal runnable, an
-- append-only audit trail of every write made through the API, and global data only for clients that
-- belong to a company (a self-registered Firebase account gets a company-less client profile).

-- Companies gain their RFC (Registro Federal de Contribuyentes): 12 characters for a company, 13 for a
-- person; the CFDI receiver of every invoice must match it.
alter table public.companies add column rfc text;
alter table public.companies add constraint companies_rfc_format
  check (rfc is null or rfc ~ '^[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{3}$');
alter table public.companies add constraint companies_rfc_key unique (rfc);

-- Collaborators' data that the STPS DC-3 certificate needs: CURP, puesto and ocupación.
alter table public.profiles add column curp text;
alter table public.profiles add column job_title text;
alter table public.profiles add column occupation text;
alter table public.profiles add constraint profiles_curp_format
  check (curp is null or curp ~ '^[A-Z]{4}[0-9]{6}[HMX][A-Z]{5}[A-Z0-9][0-9]$');
alter table public.profiles add constraint profiles_curp_key unique (curp);

-- Invoices gain the folio fiscal (UUID of the CFDI), read from the XML when there is one.
alter table public.invoices add column cfdi_uuid text;
alter table public.invoices add constraint invoices_cfdi_uuid_format
  check (cfdi_uuid is null or cfdi_uuid ~ '^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$');
alter table public.invoices add constraint invoices_cfdi_uuid_key unique (cfdi_uuid);

-- A user may not change its own DC-3 data either (same guard as identity and service fields).
create or replace function app.guard_profile_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  if tg_op = 'INSERT' or current_user not in ('anon', 'authenticated') or app.is_admin() then
    return new;
  end if;
  if new.id is distinct from old.id
    or new.email is distinct from old.email
    or new.username is distinct from old.username
    or new.firebase_uid is distinct from old.firebase_uid
    or new.role is distinct from old.role
    or new.active is distinct from old.active
    or new.must_change_password is distinct from old.must_change_password
    or new.company_id is distinct from old.company_id
    or new.service_type is distinct from old.service_type
    or new.month_start is distinct from old.month_start
    or new.year_start is distinct from old.year_start
    or new.curp is distinct from old.curp
    or new.job_title is distinct from old.job_title
    or new.occupation is distinct from old.occupation
    or new.created_at is distinct from old.created_at then
    raise exception 'No tienes permiso para modificar estos datos del perfil.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

-- The portal always keeps an active admin, and no admin locks itself out: through the API, an admin
-- can neither deactivate, demote nor delete its own profile, nor the last active admin.
create or replace function app.guard_last_admin() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return coalesce(new, old);
  end if;
  if old.role = 'admin' and old.active
    and (tg_op = 'DELETE' or new.role <> 'admin' or not new.active) then
    if old.firebase_uid is not null and old.firebase_uid = app.firebase_uid() then
      raise exception 'No puedes desactivar, eliminar ni cambiar el rol de tu propia cuenta.'
        using errcode = '42501';
    end if;
    if not exists (
      select 1 from public.profiles p where p.role = 'admin' and p.active and p.id <> old.id
    ) then
      raise exception 'Debe quedar al menos un administrador activo.' using errcode = '42501';
    end if;
  end if;
  return coalesce(new, old);
end;
$$;
revoke all on function app.guard_last_admin() from public;

create trigger profiles_guard_last_admin before update or delete on public.profiles
  for each row execute function app.guard_last_admin();

-- Audit trail: one row per insert, update or delete made through the API (anon/authenticated roles),
-- whoever made it; the seed, migrations and service tasks are not API users. Nobody may change or
-- remove a row: there is no write grant or policy, and a trigger refuses updates and deletes even to
-- roles that bypass RLS.
create table public.audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  actor_role text,
  action text not null check (action in ('insert', 'update', 'delete')),
  table_name text not null,
  row_id text,
  company_id uuid,
  -- insert: the new row; delete: the removed row; update: { column: { old, new } } of what changed.
  changes jsonb not null default '{}'::jsonb
);
create index audit_log_occurred_idx on public.audit_log (occurred_at desc, id desc);
create index audit_log_company_idx on public.audit_log (company_id, occurred_at desc);
create index audit_log_actor_idx on public.audit_log (actor_id, occurred_at desc);

alter table public.audit_log enable row level security;
revoke all on public.audit_log from anon, authenticated;
grant select on public.audit_log to anon, authenticated;

create policy audit_log_select on public.audit_log for select to anon, authenticated
  using ((select app.is_admin()));

create or replace function app.refuse_audit_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'La bitácora de auditoría no se puede modificar.' using errcode = '42501';
end;
$$;
revoke all on function app.refuse_audit_change() from public;

create trigger audit_log_append_only before update or delete on public.audit_log
  for each row execute function app.refuse_audit_change();
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function app.refuse_audit_change();

-- Writes the entry as the function owner (callers have no insert grant). Only the trigger below calls it:
-- the app schema is not exposed by the API.
create or replace function app.append_audit(
  p_action text, p_table text, p_row_id text, p_company_id uuid, p_changes jsonb
) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_actor public.profiles;
begin
  select * into v_actor from public.profiles p where p.firebase_uid = app.firebase_uid();
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id, company_id,
    changes)
  values (v_actor.id, v_actor.email, v_actor.role, p_action, p_table, p_row_id, p_company_id, p_changes);
end;
$$;
revoke all on function app.append_audit(text, text, text, uuid, jsonb) from public;
grant execute on function app.append_audit(text, text, text, uuid, jsonb) to anon, authenticated;

-- Runs as the caller (current_user tells an API request from a migration or the seed).
create or replace function app.audit_write() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_old jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_new jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_row jsonb := coalesce(v_new, v_old);
  v_changes jsonb;
  v_company uuid;
  v_row_id text;
begin
  if current_user not in ('anon', 'authenticated') then
    return null;
  end if;
  if tg_table_schema = 'storage' then
    v_row_id := (v_row ->> 'bucket_id') || '/' || (v_row ->> 'name');
    v_company := case
      when split_part(v_row ->> 'name', '/', 1) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then split_part(v_row ->> 'name', '/', 1)::uuid
    end;
  else
    v_row_id := v_row ->> 'id';
    v_company := case when tg_table_name = 'companies' then (v_row ->> 'id')::uuid
      else (v_row ->> 'company_id')::uuid end;
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(jsonb_object_agg(n.key, jsonb_build_object('old', v_old -> n.key, 'new', n.value)),
        '{}'::jsonb)
      into v_changes
      from jsonb_each(v_new) n
      where n.key not in ('updated_at', 'last_accessed_at') and (v_old -> n.key) is distinct from n.value;
    if v_changes = '{}'::jsonb then
      return null;
    end if;
  else
    v_changes := v_row - 'updated_at';
  end if;
  perform app.append_audit(lower(tg_op), tg_table_schema || '.' || tg_table_name, v_row_id, v_company,
    v_changes);
  return null;
end;
$$;
revoke all on function app.audit_write() from public;
grant execute on function app.audit_write() to anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['companies', 'profiles', 'directory_entries', 'laboratory_requests', 'documents',
    'invoices', 'indicators', 'feedback']
  loop
    execute format('create trigger %I after insert or update or delete on public.%I '
      'for each row execute function app.audit_write()', t || '_audit', t);
  end loop;
end;
$$;

create trigger objects_audit after insert or update or delete on storage.objects
  for each row execute function app.audit_write();

-- Global documents, indicators and `global/` files: only for an active client that belongs to a company
-- (a self-registered account gets a client profile without one, and must see nothing).
drop policy documents_select on public.documents;
create policy documents_select on public.documents for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and (select app.current_company_id()) is not null
      and (is_global or company_id = (select app.current_company_id()))));

drop policy indicators_select on public.indicators;
create policy indicators_select on public.indicators for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and (select app.current_company_id()) is not null
      and (is_global or company_id = (select app.current_company_id()))));

drop policy portal_objects_select on storage.objects;
create policy portal_objects_select on storage.objects for select to anon, authenticated
  using (
    bucket_id in (select id from app.portal_buckets)
    and ((select app.is_admin())
      or ((select app.is_client()) and (select app.current_company_id()) is not null
        and ((storage.foldername(name))[1] = (select app.current_company_id())::text
          or ((storage.foldername(name))[1] = 'global'
            and bucket_id in (select id from app.portal_buckets where has_global_folder)))))
  );
