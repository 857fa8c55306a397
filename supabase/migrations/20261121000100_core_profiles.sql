-- Core identity tables (companies, profiles) and the private helpers every RLS policy relies on.
-- Identity comes only from the verified token (auth.jwt()): the Firebase ID token is Supabase's access
-- token through third-party auth, so `sub` is the Firebase uid (text, not a uuid: never use auth.uid()).
-- Policies are granted to anon AND authenticated because Supabase picks the Postgres role from the
-- token's `role` claim, which a Firebase token only has when a custom claim sets it; the helpers below
-- decide access from the claims alone, so the result is the same under either role.

create schema if not exists app;
grant usage on schema app to anon, authenticated, service_role;

-- Keeps updated_at honest whatever the client sends.
create or replace function app.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table public.companies (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint companies_name_key unique (name)
);

create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  email text not null check (position('@' in email) > 1),
  username text not null check (btrim(username) <> ''),
  firebase_uid text,
  role text not null default 'client' check (role in ('admin', 'client', 'collaborator')),
  active boolean not null default true,
  must_change_password boolean not null default false,
  company_id uuid references public.companies (id) on delete set null,
  full_name text,
  service_type text,
  month_start smallint check (month_start between 1 and 12),
  year_start smallint check (year_start between 1900 and 2100),
  avatar_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_email_key unique (email),
  constraint profiles_username_key unique (username),
  constraint profiles_firebase_uid_key unique (firebase_uid)
);

create index profiles_company_id_idx on public.profiles (company_id);
-- Usernames are typed at sign-in and resolved case-insensitively, so they must be unique that way too.
create unique index profiles_username_lower_key on public.profiles (lower(username));

create trigger companies_touch_updated_at before update on public.companies
  for each row execute function app.touch_updated_at();
create trigger profiles_touch_updated_at before update on public.profiles
  for each row execute function app.touch_updated_at();

-- Uid of the caller, only when the token was issued by Firebase (securetoken.google.com). Supabase's own
-- anon/service_role JWTs (iss supabase or supabase-demo) therefore never match a profile.
create or replace function app.firebase_uid() returns text
language sql stable security definer
set search_path = ''
as $$
  select case
    when starts_with(coalesce(auth.jwt() ->> 'iss', ''), 'https://securetoken.google.com/')
    then nullif(auth.jwt() ->> 'sub', '')
  end
$$;

-- The caller's ACTIVE profile; an inactive profile counts as no identity at all.
create or replace function app.current_profile_id() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select p.id from public.profiles p
  where p.firebase_uid = app.firebase_uid() and p.active
$$;

create or replace function app.current_app_role() returns text
language sql stable security definer
set search_path = ''
as $$
  select p.role from public.profiles p
  where p.firebase_uid = app.firebase_uid() and p.active
$$;

create or replace function app.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(app.current_app_role() = 'admin', false)
$$;

create or replace function app.is_client() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(app.current_app_role() = 'client', false)
$$;

-- Company of the caller's active profile (null without one). Company data policies pair it with
-- app.is_client(), so a collaborator that happens to have a company sees none of its rows.
create or replace function app.current_company_id() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select p.company_id from public.profiles p
  where p.firebase_uid = app.firebase_uid() and p.active
$$;

revoke all on function app.touch_updated_at(), app.firebase_uid(), app.current_profile_id(),
  app.current_app_role(), app.is_admin(), app.is_client(), app.current_company_id() from public;
grant execute on function app.firebase_uid(), app.current_profile_id(), app.current_app_role(),
  app.is_admin(), app.is_client(), app.current_company_id() to anon, authenticated, service_role;

-- A non-admin may edit only its own cosmetic fields; identity, role, company, activation and the
-- forced-password flag change only through an admin or the SECURITY DEFINER functions (which run as
-- the function owner, so current_user is no longer anon/authenticated there).
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
    or new.created_at is distinct from old.created_at then
    raise exception 'No tienes permiso para modificar estos datos del perfil.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger profiles_guard_write before insert or update on public.profiles
  for each row execute function app.guard_profile_write();

alter table public.companies enable row level security;
alter table public.profiles enable row level security;

-- Companies: an active admin manages them; an active client reads only its own company's row.
create policy companies_select on public.companies for select to anon, authenticated
  using ((select app.is_admin()) or ((select app.is_client()) and id = (select app.current_company_id())));
create policy companies_insert on public.companies for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy companies_update on public.companies for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy companies_delete on public.companies for delete to anon, authenticated
  using ((select app.is_admin()));

-- Profiles: an active admin manages them; any other active user reads and edits only its own row (and
-- the guard trigger above limits that edit to cosmetic fields).
create policy profiles_select on public.profiles for select to anon, authenticated
  using ((select app.is_admin()) or id = (select app.current_profile_id()));
create policy profiles_insert on public.profiles for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy profiles_update on public.profiles for update to anon, authenticated
  using ((select app.is_admin()) or id = (select app.current_profile_id()))
  with check ((select app.is_admin()) or id = (select app.current_profile_id()));
create policy profiles_delete on public.profiles for delete to anon, authenticated
  using ((select app.is_admin()));

-- RLS does not cover TRUNCATE, and nobody needs REFERENCES/TRIGGER through the API.
revoke truncate, references, trigger on public.companies, public.profiles from anon, authenticated;
