-- caught by: tests/integration/lms-revocation.test.ts
-- The automatic path issues whenever no certificate is valid, so a revoked one is replaced by the next
-- completion or passing attempt without an admin.
create or replace function app.issue_certificate_if_complete(p_profile_id uuid, p_course_id uuid)
returns public.certificates
language plpgsql security definer
set search_path = ''
as $$
begin
  return app.issue_certificate_now(p_profile_id, p_course_id);
end;
$$;
