-- Facturación's balances per currency. invoice_totals() added every matching invoice's amount into one
-- pending and one overdue figure, which the screen showed as MXN: a company billed in MXN and USD saw
-- the two added together. The same function now answers one row per currency that has a pending or an
-- overdue invoice among those the filters match (none: no rows), ordered by currency. The filters, the
-- statuses and SECURITY INVOKER are as before (20261123202900_invoice_totals.sql); a different result
-- shape needs the function dropped and created again.
drop function if exists public.invoice_totals(uuid, text, date, date, text);

create function public.invoice_totals(
  p_company_id uuid,
  p_status text default null,
  p_from date default null,
  p_to date default null,
  p_search text default null
)
returns table (currency text, pending numeric, overdue numeric, pending_count bigint, overdue_count bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  with s as (
    -- Backslash first: it is LIKE's escape character.
    select replace(replace(replace(coalesce(p_search, ''), '\', '\\'), '%', '\%'), '_', '\_') as pattern
  ),
  matching as (
    select i.currency, i.amount, i.status
    from public.invoices i
    cross join s
    where i.company_id = p_company_id
      and (p_status is null or i.status ilike p_status)
      and (p_from is null or i.issue_date >= p_from)
      and (p_to is null or i.issue_date < p_to)
      and (
        coalesce(p_search, '') = ''
        or i.invoice_number ilike ('%' || s.pattern || '%')
        or i.cfdi_uuid ilike ('%' || s.pattern || '%')
      )
      and (i.status ilike 'pendiente' or i.status ilike 'vencida')
  )
  select
    m.currency,
    coalesce(sum(m.amount) filter (where m.status ilike 'pendiente'), 0) as pending,
    coalesce(sum(m.amount) filter (where m.status ilike 'vencida'), 0) as overdue,
    count(*) filter (where m.status ilike 'pendiente') as pending_count,
    count(*) filter (where m.status ilike 'vencida') as overdue_count
  from matching m
  group by m.currency
  order by m.currency
$$;

revoke all on function public.invoice_totals(uuid, text, date, date, text) from public;
grant execute on function public.invoice_totals(uuid, text, date, date, text) to anon, authenticated;
