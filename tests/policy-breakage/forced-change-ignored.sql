-- caught by: tests/integration/profile-rpc.test.ts
-- The identity helpers forget must_change_password: the temporary password an admin saw reads the
-- company's rows through the API.
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

create or replace function app.current_company_id() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select p.company_id from public.profiles p
  where p.firebase_uid = app.firebase_uid() and p.active
$$;
