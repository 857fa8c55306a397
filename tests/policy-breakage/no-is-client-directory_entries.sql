-- directory_entries readable by anyone whose profile has the company (is_client() removed: collaborators too).
drop policy directory_entries_select on public.directory_entries;
create policy directory_entries_select on public.directory_entries for select to anon, authenticated
  using ((select app.is_admin()) or company_id = (select app.current_company_id()));
