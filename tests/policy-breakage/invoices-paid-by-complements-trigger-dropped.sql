-- caught by: tests/integration/payment-complements.test.ts
-- An invoice paid through complements takes a payment date or the paid status typed by hand.
drop trigger invoices_paid_by_complements on public.invoices;
