-- caught by: tests/integration/payment-complements.test.ts
-- remove_payment_complement removes any complement for whoever calls it, in any order: no admin check and
-- no refusal while a later complement paid the same invoice.
create or replace function public.remove_payment_complement(p_id uuid) returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_url text;
  v_touched uuid[];
begin
  select array_agg(p.invoice_id) into v_touched from public.invoice_payments p where p.complement_id = p_id;
  delete from public.invoice_payments p where p.complement_id = p_id;
  update public.invoices i
  set paid_on = (select max(p.paid_on) from public.invoice_payments p where p.invoice_id = i.id),
    status = 'pendiente'
  where i.id = any (v_touched);
  delete from public.payment_complements c where c.id = p_id returning c.xml_url into v_url;
  return v_url;
end
$$;
grant execute on function public.remove_payment_complement(uuid) to anon, authenticated;
