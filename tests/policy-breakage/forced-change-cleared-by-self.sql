-- caught by: tests/integration/profile-rpc.test.ts
-- complete_password_change is back: anyone holding the temporary password clears the flag without changing
-- the password.
create or replace function public.complete_password_change() returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  update public.profiles set must_change_password = false where firebase_uid = app.firebase_uid();
end;
$$;
grant execute on function public.complete_password_change() to anon, authenticated;
