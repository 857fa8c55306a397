-- invoices readable by anyone whose profile has the company (is_client() removed: collaborators too).
drop policy invoices_select on public.invoices;
create policy invoices_select on public.invoices for select to anon, authenticated
  using ((select app.is_admin()) or company_id = (select app.current_company_id()));
