-- caught by: tests/integration/permission-matrix.test.ts
-- Clients may record consents for their company's requests: a company releases its workers' clinical
-- results to itself.
drop policy lab_result_consents_insert on public.lab_result_consents;
create policy lab_result_consents_insert on public.lab_result_consents for insert to anon, authenticated
  with check ((select app.is_admin())
    or ((select app.is_client()) and company_id = (select app.current_company_id())));
