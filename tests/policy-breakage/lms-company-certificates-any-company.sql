-- caught by: tests/integration/lms-access.test.ts
-- company_certificates without the company filter: every client reads every company's certificates.
create or replace view public.company_certificates with (security_barrier = true) as
select c.id, c.code, c.profile_id, c.company_id, c.worker_name, c.job_title, c.occupation, c.course_id,
  c.course_title, c.course_hours, c.thematic_area, c.period_start, c.period_end, c.issued_at
from public.certificates c
where c.revoked_at is null and (app.is_admin() or app.is_client());
