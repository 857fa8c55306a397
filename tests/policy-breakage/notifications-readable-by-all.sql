-- caught by: tests/integration/permission-matrix.test.ts
-- Notifications readable by every signed-in profile: anyone reads what the others were told.
drop policy notifications_select on public.notifications;
create policy notifications_select on public.notifications for select to anon, authenticated
  using ((select app.current_profile_id()) is not null);
