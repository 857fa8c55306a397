-- 'Estado de la cuenta' at scale (issue 13, item 4): the laboratory results that are ready and that nobody
-- of the company has opened or downloaded yet, answered by the database. The card used to read every
-- result of the company and every opening in the proof-of-delivery log, one request after the other, to
-- show the newest few (with the scale seed: 800 results and 300 openings, 180 kB).
--
-- security_invoker: the caller's RLS on laboratory_requests decides which results it can see at all
-- (a client: its company's; an admin: all; anyone else: none), and its RLS on delivery_events which
-- openings it can see, exactly as when it read both tables itself. Only reads are granted.
create view public.pending_lab_results with (security_invoker = true) as
select l.id, l.company_id, l.request_type, l.patient_name, l.request_date, l.updated_at
from public.laboratory_requests l
where l.result_url is not null
  and not exists (
    select 1 from public.delivery_events e
    where e.laboratory_request_id = l.id
      and e.event in ('opened', 'downloaded')
      -- (not `=`: with `=` the planner ties e.company_id to the caller's company filter, reads every
      -- opening and download of the company once per result, and took 2.7 s with the scale seed instead
      -- of 45 ms through delivery_events_first_lab_idx; both company ids are set on these rows)
      and e.company_id is not distinct from l.company_id
  );

revoke all on public.pending_lab_results from anon, authenticated;
grant select on public.pending_lab_results to anon, authenticated;

-- The card's order (newest result first) within one company.
create index laboratory_requests_company_updated_id_idx
  on public.laboratory_requests (company_id, updated_at desc, id) where result_url is not null;
