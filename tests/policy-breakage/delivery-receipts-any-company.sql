-- caught by: tests/integration/delivery-receipts.test.ts tests/integration/permission-matrix.test.ts
-- The receipts without the company filter: a client reads every company's receipts.
drop policy delivery_receipts_select on public.delivery_receipts;
create policy delivery_receipts_select on public.delivery_receipts for select to anon, authenticated
  using ((select app.is_admin()) or (select app.is_client()));
