-- caught by: tests/integration/permission-matrix.test.ts tests/integration/compliance-deliveries.test.ts
-- An insert grant and policy on the delivery log: a client forges entries for its own company.
grant insert on public.delivery_events to authenticated;
create policy delivery_events_insert on public.delivery_events for insert to authenticated
  with check ((select app.is_admin()) or company_id = (select app.current_company_id()));
