-- caught by: tests/integration/audit-log.test.ts
-- Invoice writes are no longer audited.
drop trigger invoices_audit on public.invoices;
