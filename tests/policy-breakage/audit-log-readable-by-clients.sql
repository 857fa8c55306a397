-- Clients read the audit entries of their own company.
drop policy audit_log_select on public.audit_log;
create policy audit_log_select on public.audit_log for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and company_id = (select app.current_company_id())));
