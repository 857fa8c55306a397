-- caught by: tests/integration/lms-dc3-issue.test.ts
-- The issue no longer asks for the DC-3 data: a worker without CURP or name parts, or an employer without
-- a valid RFC, gets a constancia the STPS format cannot carry.
create or replace function app.dc3_problems(p_profile_id uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select null::text
$$;
