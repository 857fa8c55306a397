-- 'Estado de la cuenta' at scale (issue 13): the total of a company's invoices to pay, one row per
-- currency, added up by the database. The card used to read the amount of every open invoice (hundreds
-- for a large client) to add them in the browser. PostgREST's aggregates (`amount.sum()`) are off on
-- hosted Supabase by default, hence a function.
--
-- Open, as the card lists them: pending or overdue by status, or past its due date (p_today, the
-- caller's calendar day, so the total and the list agree on what is overdue), and neither paid nor
-- cancelled; statuses compared case-insensitively.
--
-- SECURITY INVOKER: the caller's RLS on invoices decides which invoices are added (a client: its own
-- company's, so another company's id gives no rows; an admin: any company's; anyone else: none).
create or replace function public.open_invoice_totals(p_company_id uuid, p_today date)
returns table (currency text, total numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  select i.currency, sum(i.amount) as total
  from public.invoices i
  where i.company_id = p_company_id
    and (lower(i.status) in ('pendiente', 'vencida') or i.due_date < p_today)
    and lower(i.status) not in ('pagada', 'cancelada')
  group by i.currency
  order by i.currency
$$;

revoke all on function public.open_invoice_totals(uuid, date) from public;
grant execute on function public.open_invoice_totals(uuid, date) to anon, authenticated;
