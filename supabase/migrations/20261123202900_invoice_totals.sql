-- Facturación's balance cards at scale (issue 13): the pending and overdue sums and counts over every
-- invoice the client's list shows with the same filters, added up by the database. The screen used to
-- read the amount of every open invoice that matched (hundreds for a large client) and add them in the
-- browser. PostgREST's aggregates (`amount.sum()`) are off on hosted Supabase by default, hence a function.
--
-- The filters mean exactly what the list's PostgREST filters mean (src/features/billing/api/invoice-query.ts),
-- so the cards add up the rows the list pages through:
--   p_status  `status ilike p_status` (a plain word from the screen's whitelist);
--   p_from/p_to  issue dates in [p_from, p_to);
--   p_search  the text typed, already trimmed by the screen, anywhere in the number or the folio fiscal
--             (LIKE wildcards in it match literally, as the list escapes them).
-- A null filter (or an empty search) does not narrow. Pending and overdue are the statuses 'pendiente'
-- and 'vencida', compared case-insensitively (rows hold 'Vencida' and 'vencida').
--
-- SECURITY INVOKER: the caller's RLS on invoices decides which invoices are added (a client: its own
-- company's, so another company's id gives zeros; an admin: any company's; anyone else: zeros).
create or replace function public.invoice_totals(
  p_company_id uuid,
  p_status text default null,
  p_from date default null,
  p_to date default null,
  p_search text default null
)
returns table (pending numeric, overdue numeric, pending_count bigint, overdue_count bigint)
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
    select i.amount, i.status
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
  )
  select
    coalesce(sum(m.amount) filter (where m.status ilike 'pendiente'), 0) as pending,
    coalesce(sum(m.amount) filter (where m.status ilike 'vencida'), 0) as overdue,
    count(*) filter (where m.status ilike 'pendiente') as pending_count,
    count(*) filter (where m.status ilike 'vencida') as overdue_count
  from matching m
$$;

revoke all on function public.invoice_totals(uuid, text, date, date, text) from public;
grant execute on function public.invoice_totals(uuid, text, date, date, text) to anon, authenticated;
