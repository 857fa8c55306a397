-- caught by: tests/integration/lab-consents.test.ts
-- The release rule counts revoked consents too: once a worker consented, revoking changes nothing and the
-- company keeps opening the clinical result.
create or replace function app.lab_result_released(p_request_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.laboratory_requests l
    join public.companies c on c.id = l.company_id
    where l.id = p_request_id
      and (c.lab_release_mode = 'resultado_completo'
        or exists (select 1 from public.lab_result_consents k where k.laboratory_request_id = l.id))
  )
$$;
