-- Clients read every profile of their company, not only their own.
drop policy profiles_select on public.profiles;
create policy profiles_select on public.profiles for select to anon, authenticated
  using ((select app.is_admin()) or id = (select app.current_profile_id())
    or ((select app.is_client()) and company_id = (select app.current_company_id())));
