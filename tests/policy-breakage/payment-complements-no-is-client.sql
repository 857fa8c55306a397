-- caught by: tests/integration/payment-complements.test.ts
-- Payment complements and payments readable by anyone whose profile has the company (is_client() removed:
-- collaborators too).
drop policy payment_complements_select on public.payment_complements;
create policy payment_complements_select on public.payment_complements for select to anon, authenticated
  using ((select app.is_admin()) or company_id = (select app.current_company_id()));
drop policy invoice_payments_select on public.invoice_payments;
create policy invoice_payments_select on public.invoice_payments for select to anon, authenticated
  using ((select app.is_admin()) or company_id = (select app.current_company_id()));
