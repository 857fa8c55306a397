-- Supabase-compatible bootstrap, run once on a fresh database before any migration.
-- Mirrors what hosted Supabase already has (supabase/postgres initial schema and supabase/auth helpers),
-- so that the project's migrations run unchanged here and on hosted Supabase.
create schema if not exists extensions;

-- Roles belong to the whole server, not to one database. When two databases of one server are bootstrapped
-- at once (the PostgreSQL test run gives each gateway a database of its own), both can find a role missing
-- and both create it; the second then fails on the catalogue's unique index. A role or membership created
-- meanwhile by the other bootstrap is what this one wanted, so that error is ignored (one block per role:
-- an error undoes its whole block).
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
exception when unique_violation or duplicate_object then null;
end $$;
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
exception when unique_violation or duplicate_object then null;
end $$;
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
exception when unique_violation or duplicate_object then null;
end $$;
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit login;
  end if;
exception when unique_violation or duplicate_object then null;
end $$;
do $$ begin
  grant anon, authenticated, service_role to authenticator;
exception when unique_violation then null;
end $$;

grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;
grant usage on schema extensions to postgres, anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;
