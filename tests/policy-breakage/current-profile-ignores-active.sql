-- app.current_profile_id() forgets `active`: a deactivated user still reads its own profile and feedback.
create or replace function app.current_profile_id() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select p.id from public.profiles p where p.firebase_uid = app.firebase_uid()
$$;
