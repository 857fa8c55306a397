-- caught by: tests/integration/lms-dc3-issue.test.ts
-- The employer's RFC is checked for its shape only: the SAT's generic RFC (público en general) and an RFC
-- with an impossible date pass as the employer's.
create or replace function app.is_employer_rfc(p_rfc text) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(p_rfc ~ '^[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{3}$', false)
$$;
