-- app.is_admin() forgets the role: every active profile is an admin.
create or replace function app.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select app.current_profile_id() is not null
$$;
