-- caught by: tests/integration/permission-matrix.test.ts
-- Any signed-in profile may mark anyone's notifications read (the policy forgets the owner).
drop policy notifications_mark_read on public.notifications;
create policy notifications_mark_read on public.notifications for update to anon, authenticated
  using ((select app.current_profile_id()) is not null)
  with check ((select app.current_profile_id()) is not null);
