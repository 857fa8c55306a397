-- caught by: tests/integration/lab-consents.test.ts
-- The release rule forgets the company's mode: a verdict-only company opens every clinical result.
create or replace function app.lab_result_released(p_request_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.laboratory_requests l where l.id = p_request_id)
$$;
