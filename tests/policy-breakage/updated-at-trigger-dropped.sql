-- caught by: tests/integration/permission-matrix.test.ts
-- caught by tests: updated_at is set by the database
-- The updated_at trigger of one table is gone (clients could then send any updated_at).
drop trigger invoices_touch_updated_at on public.invoices;
