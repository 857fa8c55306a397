-- caught by: tests/integration/payment-complements.test.ts
-- record_payment_complement records whatever it is given, for whoever calls it: no admin check, no check
-- of the company's RFC, of whose invoices they are, or of the balances.
create or replace function public.record_payment_complement(
  p_id uuid, p_company_id uuid, p_rep_uuid text, p_issuer_rfc text, p_receiver_rfc text, p_xml_url text,
  p_payments jsonb
) returns uuid
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.payment_complements (id, company_id, rep_uuid, issuer_rfc, receiver_rfc, xml_url)
  values (p_id, p_company_id, upper(p_rep_uuid), p_issuer_rfc, p_receiver_rfc, p_xml_url);
  insert into public.invoice_payments (complement_id, invoice_id, company_id, paid_on, currency, installment,
    previous_balance, amount_paid, remaining)
  select p_id, i.id, i.company_id, (x ->> 'paid_on')::date, i.currency, (x ->> 'installment')::integer,
    (x ->> 'previous_balance')::numeric, (x ->> 'amount_paid')::numeric,
    greatest((x ->> 'remaining')::numeric, 0)
  from jsonb_array_elements(p_payments) x
  join public.invoices i on i.cfdi_uuid = upper(x ->> 'invoice_uuid');
  return p_id;
end
$$;
grant execute on function public.record_payment_complement(uuid, uuid, text, text, text, text, jsonb)
  to anon, authenticated;
