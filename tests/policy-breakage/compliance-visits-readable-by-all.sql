-- caught by: tests/integration/compliance-catalogue.test.ts
-- Visits readable by every signed-in profile: anyone learns when the others last used the portal.
drop policy account_visits_select on public.account_visits;
create policy account_visits_select on public.account_visits for select to anon, authenticated
  using ((select app.current_profile_id()) is not null);
