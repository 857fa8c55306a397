-- caught by: tests/integration/delivery-receipts.test.ts
-- The append-only trigger is gone: roles that bypass RLS (the service role) alter and delete receipts.
drop trigger delivery_receipts_append_only on public.delivery_receipts;
