-- caught by: tests/integration/delivery-receipts.test.ts tests/integration/permission-matrix.test.ts
-- An admin may write receipts through the API (a grant and policies, as for ordinary company data): an
-- issued receipt could be edited or removed.
grant insert, update, delete on public.delivery_receipts to authenticated;
create policy delivery_receipts_write on public.delivery_receipts for all to authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
