-- caught by: tests/integration/permission-matrix.test.ts
-- A collaborator edits its own name through the API again, so the next DC-3 carries whatever name it typed.
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
