-- companies readable by anyone whose profile has the company (is_client() removed).
drop policy companies_select on public.companies;
create policy companies_select on public.companies for select to anon, authenticated
  using ((select app.is_admin()) or id = (select app.current_company_id()));
