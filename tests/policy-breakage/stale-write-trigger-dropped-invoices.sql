-- caught by: tests/integration/stale-writes.test.ts
-- One table loses its version check: a stale invoice edit overwrites the stored one.
drop trigger invoices_check_version on public.invoices;
