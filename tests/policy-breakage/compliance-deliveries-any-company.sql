-- caught by: tests/integration/permission-matrix.test.ts tests/integration/compliance-deliveries.test.ts
-- The delivery log without the company filter: a client reads every company's deliveries.
drop policy delivery_events_select on public.delivery_events;
create policy delivery_events_select on public.delivery_events for select to anon, authenticated
  using ((select app.is_admin()) or (select app.is_client()));
