-- app.is_client() and app.current_company_id() forget `active`: a deactivated client reads its company.
create or replace function app.is_client() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.firebase_uid = app.firebase_uid() and p.role = 'client')
$$;
create or replace function app.current_company_id() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select p.company_id from public.profiles p where p.firebase_uid = app.firebase_uid()
$$;
