-- caught by: tests/integration/permission-matrix.test.ts tests/integration/open-invoice-totals.test.ts
-- caught by tests: open_invoice_totals
-- open_invoice_totals runs with its owner's rights (SECURITY DEFINER): RLS on invoices no longer applies,
-- so a client (or the anon key) reads any company's total to pay by passing its id.
alter function public.open_invoice_totals(uuid, date) security definer;
