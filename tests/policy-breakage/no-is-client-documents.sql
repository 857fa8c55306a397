-- documents (company and global) readable by any active profile, collaborators included.
drop policy documents_select on public.documents;
create policy documents_select on public.documents for select to anon, authenticated
  using ((select app.is_admin()) or ((select app.current_profile_id()) is not null
    and (is_global or company_id = (select app.current_company_id()))));
