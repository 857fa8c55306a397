-- caught by: tests/integration/compliance-catalogue.test.ts
-- Applicability rows without the company filter: a client reads which types apply to other companies.
drop policy document_type_companies_select on public.document_type_companies;
create policy document_type_companies_select on public.document_type_companies for select to anon, authenticated
  using ((select app.is_admin()) or (select app.is_client()));
