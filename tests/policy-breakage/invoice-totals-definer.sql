-- caught by: tests/integration/permission-matrix.test.ts tests/integration/invoice-totals.test.ts
-- caught by tests: invoice_totals
-- invoice_totals runs with its owner's rights (SECURITY DEFINER): RLS on invoices no longer applies, so a
-- client (or the anon key) reads any company's pending and overdue balances by passing its id.
alter function public.invoice_totals(uuid, text, date, date, text) security definer;
