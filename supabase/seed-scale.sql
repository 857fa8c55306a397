-- Scale data for trying the portal with a large client (`npm start -- --scale`; issue 13): company A
-- (Constructora Alfa, the company of cliente_a) gains 5,000 REPSE documents (nine in ten typed from the
-- compliance catalogue, so 'Cumplimiento' and the client's matrix read real volume), 2,000 lab requests,
-- 1,000 invoices, 500 users and their openings and downloads in the proof-of-delivery log (the
-- publications come from the log's own triggers), and the 5,000 audit entries of the admin's uploads. Runs after seed.sql and is re-runnable: it first removes
-- its own rows, recognisable by their names (Escala ...), numbers (E-...) and e-mails
-- (escala-...@portal.demo). Rows point at files the demo seed already stored, so opening any of them works.

-- The proof-of-delivery log refuses deletes to everyone (append-only); this seed runs as the database
-- owner on a local database only, and removes the entries of its own earlier run so that repeating it does
-- not pile them up. The guard is back on before anything else happens.
alter table public.delivery_events disable trigger delivery_events_append_only;
delete from public.delivery_events
  where company_id = '10000000-0000-4000-8000-00000000000a'
    and (item_name like 'Escala %' or item_name like '% · Escala Paciente %'
      or actor_email like 'escala-%@portal.demo');
alter table public.delivery_events enable trigger delivery_events_append_only;

-- The audit log is append-only too (and the seed's own writes are not audited: only API requests are).
-- Its entries of an earlier run name the scale rows they were written for; they go first, with the guard
-- off just as long.
alter table public.audit_log disable trigger audit_log_append_only;
delete from public.audit_log
  where company_id = '10000000-0000-4000-8000-00000000000a'
    and (changes ->> 'name' like 'Escala %' or changes ->> 'invoice_number' like 'E-%'
      or changes ->> 'patient_name' like 'Escala %');
alter table public.audit_log enable trigger audit_log_append_only;

-- The notifications its rows made (they outlive their items otherwise).
delete from public.notifications
  where item_id in (
    select id from public.documents
      where company_id = '10000000-0000-4000-8000-00000000000a' and name like 'Escala %'
    union all
    select id from public.laboratory_requests
      where company_id = '10000000-0000-4000-8000-00000000000a' and patient_name like 'Escala %'
    union all
    select id from public.invoices
      where company_id = '10000000-0000-4000-8000-00000000000a' and invoice_number like 'E-%');

delete from public.documents
  where company_id = '10000000-0000-4000-8000-00000000000a' and name like 'Escala %';
delete from public.laboratory_requests
  where company_id = '10000000-0000-4000-8000-00000000000a' and patient_name like 'Escala %';
delete from public.invoices
  where company_id = '10000000-0000-4000-8000-00000000000a' and invoice_number like 'E-%';
delete from public.profiles where email like 'escala-%@portal.demo';

-- 5,000 documents over the last 10 years (about 42 a month). Each month gets every slot of the list below
-- about four times: nine in ten are typed with the catalogue's company types (the trigger on documents
-- sets their label from the type), one in ten is an untyped 'Constancia REPSE' as older uploads were.
insert into public.documents (company_id, is_global, year, month, name, url, document_type, document_type_id)
select '10000000-0000-4000-8000-00000000000a', false,
  extract(year from current_date - make_interval(months => n % 120))::smallint,
  extract(month from current_date - make_interval(months => n % 120))::smallint,
  format('Escala %s %s', slot.label, lpad(n::text, 4, '0')),
  'storage://repse-documents/10000000-0000-4000-8000-00000000000a/m00-constancia-repse.pdf',
  slot.label, t.id
from generate_series(1, 5000) as n
cross join lateral (
  select (array['CFDI de nómina', 'CFDI de nómina', 'CFDI de nómina', 'CFDI de nómina', 'Pago IMSS',
      'Pago IMSS', 'Pago INFONAVIT', 'Informe ICSOE', 'Informe SISUB', 'Constancia REPSE'])[(n / 120) % 10 + 1]
      as label,
    (array['cfdi_nomina', 'cfdi_nomina', 'cfdi_nomina', 'cfdi_nomina', 'imss_cuotas_pago', 'imss_cuotas_pago',
      'infonavit_aportaciones_pago', 'icsoe', 'sisub', null])[(n / 120) % 10 + 1] as code
) as slot
left join public.document_types t on t.code = slot.code;

-- 2,000 lab requests over the last three years, in the statuses of the portal's set; completed ones carry a
-- result.
insert into public.laboratory_requests (company_id, request_type, patient_name, request_date, notes, status,
  result_url)
select '10000000-0000-4000-8000-00000000000a',
  (array['Examen médico de ingreso', 'Antidoping (5 paneles)', 'Biometría hemática', 'Audiometría',
    'Química sanguínea', 'Radiografía de tórax'])[n % 6 + 1],
  format('Escala Paciente %s', lpad(n::text, 4, '0')),
  current_date - (n % 1095),
  case when n % 3 = 0 then format('Nota de la solicitud %s', n) end,
  (array['pendiente', 'en_proceso', 'completado', 'completado', 'cancelado'])[n % 5 + 1],
  case when n % 5 in (2, 3)
    then 'storage://lab-results/10000000-0000-4000-8000-00000000000a/resultado-1.pdf' end
from generate_series(1, 2000) as n;

-- 1,000 invoices, one every day or so back from today, in the statuses of the portal's set.
insert into public.invoices (company_id, invoice_number, issue_date, due_date, amount, status, file_url,
  xml_url)
select '10000000-0000-4000-8000-00000000000a', format('E-%s', lpad(n::text, 4, '0')),
  current_date - n, current_date - n + 30, round((1000 + (n * 7919) % 90000)::numeric, 2),
  (array['pagada', 'pagada', 'pendiente', 'vencida', 'cancelada'])[n % 5 + 1],
  'storage://invoices/10000000-0000-4000-8000-00000000000a/A-1001.pdf',
  'storage://invoices/10000000-0000-4000-8000-00000000000a/A-1001.xml'
from generate_series(1, 1000) as n;

-- 500 users of the company (no Firebase account: they fill the admin's lists, nobody signs in as them).
insert into public.profiles (email, username, role, active, company_id, full_name, service_type)
select format('escala-%s@portal.demo', lpad(n::text, 3, '0')), format('escala_%s', lpad(n::text, 3, '0')),
  case when n % 10 = 0 then 'collaborator' else 'client' end, n % 25 <> 0,
  '10000000-0000-4000-8000-00000000000a', format('Usuario Escala %s', lpad(n::text, 3, '0')),
  'Servicios especializados REPSE'
from generate_series(1, 500) as n;

-- The company's users open and download what was published to them: 3,000 first openings and 1,000 first
-- downloads of the scale documents, and 300 openings of laboratory results, spread over the last year.
insert into public.delivery_events (occurred_at, event, company_id, document_id, item_name, sha256,
  period_year, period_month, profile_id, actor_email)
select now() - make_interval(hours => ((k * 7) % 8760)::int), e.event, d.company_id, d.id, d.name, d.sha256, d.year,
  d.month, p.id, p.email
from (
  select row_number() over (order by d.name) as k, d.*
  from public.documents d
  where d.company_id = '10000000-0000-4000-8000-00000000000a' and d.name like 'Escala %'
) as d
cross join lateral (values ('opened', true), ('downloaded', d.k % 3 = 0)) as e(event, wanted)
join public.profiles p on p.email = format('escala-%s@portal.demo', lpad((d.k % 450 + 1)::text, 3, '0'))
where d.k <= 3000 and e.wanted;

insert into public.delivery_events (occurred_at, event, company_id, laboratory_request_id, item_name,
  profile_id, actor_email)
select now() - make_interval(hours => ((k * 11) % 8760)::int), 'opened', l.company_id, l.id,
  l.request_type || ' · ' || l.patient_name, p.id, p.email
from (
  select row_number() over (order by l.patient_name) as k, l.*
  from public.laboratory_requests l
  where l.company_id = '10000000-0000-4000-8000-00000000000a' and l.patient_name like 'Escala %'
    and l.result_url is not null
) as l
join public.profiles p on p.email = format('escala-%s@portal.demo', lpad((l.k % 450 + 1)::text, 3, '0'))
where l.k <= 300;

-- What the admin's uploads left in the audit log, as the audit trigger writes it: the newest 2,000 scale
-- documents, the 2,000 lab requests and the 1,000 invoices, one entry each, newest first and about an hour
-- and a half apart (the last year), so 'Auditoría' pages through a real volume.
insert into public.audit_log (occurred_at, actor_id, actor_email, actor_role, action, table_name, row_id,
  company_id, changes)
select now() - make_interval(mins => (row_number() over (order by r.day desc, r.row_id) * 97)::int),
  p.id, p.email, 'admin', 'insert', r.table_name, r.row_id, '10000000-0000-4000-8000-00000000000a', r.changes
from (
  (select 'public.documents' as table_name, d.id::text as row_id, to_jsonb(d) - 'updated_at' as changes,
      make_date(d.year, d.month, 1) as day
    from public.documents d
    where d.company_id = '10000000-0000-4000-8000-00000000000a' and d.name like 'Escala %'
    order by d.year desc, d.month desc, d.name
    limit 2000)
  union all
  select 'public.laboratory_requests', l.id::text, to_jsonb(l) - 'updated_at', l.request_date
  from public.laboratory_requests l
  where l.company_id = '10000000-0000-4000-8000-00000000000a' and l.patient_name like 'Escala %'
  union all
  select 'public.invoices', i.id::text, to_jsonb(i) - 'updated_at', i.issue_date
  from public.invoices i
  where i.company_id = '10000000-0000-4000-8000-00000000000a' and i.invoice_number like 'E-%'
) as r
join public.profiles p on p.email = 'admin@portal.demo';

-- Every notification the triggers made for these rows (each of company A's active clients told of each
-- document, invoice and result, each new user of its account) is history: read, never e-mailed, so the
-- demo's unread ones stay on top of the bell.
update public.notifications n
set read_at = now(), email_state = 'skipped'
where n.read_at is null
  and n.item_id in (
    select id from public.documents
      where company_id = '10000000-0000-4000-8000-00000000000a' and name like 'Escala %'
    union all
    select id from public.laboratory_requests
      where company_id = '10000000-0000-4000-8000-00000000000a' and patient_name like 'Escala %'
    union all
    select id from public.invoices
      where company_id = '10000000-0000-4000-8000-00000000000a' and invoice_number like 'E-%'
    union all
    select id from public.profiles where email like 'escala-%@portal.demo');
