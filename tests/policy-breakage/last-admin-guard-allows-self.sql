-- caught by: tests/integration/admin-guard.test.ts
-- The admin guard only keeps one active admin: an admin may still deactivate, demote or delete itself.
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
    if not exists (
      select 1 from public.profiles p where p.role = 'admin' and p.active and p.id <> old.id
    ) then
      raise exception 'Debe quedar al menos un administrador activo.' using errcode = '42501';
    end if;
  end if;
  return coalesce(new, old);
end;
$$;
