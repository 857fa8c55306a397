-- caught by: tests/integration/lab-consents.test.ts
-- The consent check trusts the company it is given: a consent names a worker of another company.
create or replace function app.check_lab_result_consent() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if app.current_profile_id() is not null then
    new.recorded_by := app.current_profile_id();
    new.recorded_at := now();
  end if;
  return new;
end;
$$;
