-- Lists at scale (issue 13, item 4): with a large client (supabase/seed-scale.sql: 5,000 documents, 2,000
-- laboratory requests, 1,000 invoices, 500 users, thousands of delivery entries) every list reads one page
-- in the order of an index, and the client's REPSE tab no longer reads every document to learn which
-- years and months have some.

-- ---------------------------------------------------------------------------------------------------
-- The periods with documents: one row per owner (a company, or global) and month, with how many. The
-- client's REPSE tab offers its years and months from here and then reads one year's documents only.
-- security_invoker: the caller's RLS on documents decides which documents are counted, exactly as if it
-- read them (a client: its company's and the global ones; an admin: all).
create view public.document_periods with (security_invoker = true) as
select
  concat_ws('/', coalesce(d.company_id::text, 'global'), d.is_global, d.year, d.month) as id,
  d.company_id,
  d.is_global,
  d.year,
  d.month,
  count(*)::integer as documents
from public.documents d
group by d.company_id, d.is_global, d.year, d.month;

revoke all on public.document_periods from anon, authenticated;
grant select on public.document_periods to anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Page orders. Every list sorts by its column and then by id (so rows never move between pages); these
-- indexes serve the default order of each list with and without the company filter.
create index laboratory_requests_company_date_id_idx
  on public.laboratory_requests (company_id, request_date desc, id);
create index laboratory_requests_date_id_idx on public.laboratory_requests (request_date desc, id);
create index invoices_company_issue_id_idx on public.invoices (company_id, issue_date desc, id);
create index invoices_issue_id_idx on public.invoices (issue_date desc, id);
-- Perfiles Cliente › usuarios: by name within the header's company.
create index profiles_company_name_id_idx on public.profiles (company_id, full_name, id);
-- The compliance matrix reads the typed documents of a span of months, per company or for all.
create index documents_company_type_period_idx on public.documents (company_id, year, month)
  where document_type_id is not null;
-- 'Estado de la cuenta': results whose publication or first opening is logged, per company and event.
create index delivery_events_company_event_idx
  on public.delivery_events (company_id, event, occurred_at desc, id desc);
