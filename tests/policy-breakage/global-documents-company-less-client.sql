-- Global documents readable by any active client, also a company-less (self-registered) one.
drop policy documents_select on public.documents;
create policy documents_select on public.documents for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and (is_global or company_id = (select app.current_company_id()))));
