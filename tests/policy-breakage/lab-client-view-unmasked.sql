-- caught by: tests/integration/lab-consents.test.ts
-- The client's laboratory list shows the notes of every request, released or not: a verdict-only company
-- reads the clinical notes it may not receive.
create or replace view public.client_lab_requests with (security_barrier = true) as
select l.id, l.company_id, l.request_type, l.patient_name, l.request_date, l.status,
  l.verdict, l.verdict_valid_until, l.verdict_restrictions,
  l.notes,
  l.result_url is not null as has_result,
  r.released,
  c.lab_release_mode as release_mode,
  (select k.granted_on from public.lab_result_consents k
   where k.laboratory_request_id = l.id and k.revoked_at is null) as consent_granted_on,
  l.updated_at
from public.laboratory_requests l
join public.companies c on c.id = l.company_id
cross join lateral (select app.lab_result_released(l.id) as released) r
where (select app.is_admin())
  or ((select app.is_client()) and l.company_id = (select app.current_company_id()))
  or current_user = 'service_role';
