-- app.is_admin() forgets `active`: a deactivated admin keeps every right.
create or replace function app.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.firebase_uid = app.firebase_uid() and p.role = 'admin')
$$;
