-- laboratory_requests readable by anyone whose profile has the company (is_client() removed: collaborators too).
drop policy laboratory_requests_select on public.laboratory_requests;
create policy laboratory_requests_select on public.laboratory_requests for select to anon, authenticated
  using ((select app.is_admin()) or company_id = (select app.current_company_id()));
