-- Demo data for the local stack (and a hosted demo project). Re-runnable: company data is truncated and
-- re-inserted, companies and the nine demo profiles are upserted on fixed ids. Every date is relative to
-- current_date so the demo never looks stale; everything else is deterministic.
-- Files are generated into local/seed/files (see local/seed/plan.ts, which this file mirrors) and uploaded
-- into Storage by local/seed/storage.ts (seedStorage); rows reference them as `storage://<bucket>/<key>`
-- with keys `<company_id>/<file>` or `global/<file>` (local/seed/storage-map.ts).

truncate public.feedback, public.indicators, public.invoice_payments, public.payment_complements, public.invoices,
  public.documents, public.lab_result_consents, public.laboratory_requests, public.directory_entries;
truncate public.certificates, public.quiz_attempts, public.lesson_progress, public.course_assignments,
  public.quiz_options, public.quiz_questions, public.quizzes, public.lessons, public.course_modules,
  public.courses;
-- The proof-of-delivery log refuses truncation through a trigger (it is append-only for everyone); the seed,
-- run by the tables' owner, lifts that trigger for the reset only. Visits are plain rows.
alter table public.delivery_events disable trigger delivery_events_no_truncate;
truncate public.delivery_events;
alter table public.delivery_events enable trigger delivery_events_no_truncate;
truncate public.account_visits;
alter table public.lab_result_accesses disable trigger lab_result_accesses_no_truncate;
truncate public.lab_result_accesses;
alter table public.lab_result_accesses enable trigger lab_result_accesses_no_truncate;
-- Notifications are made by the database's triggers as the rows below are written; the old ones go, but
-- for the account notices of the demo profiles (upserted below, so not created again).
delete from public.notifications where event <> 'account_created';

-- A plain temporary table (not ON COMMIT DROP) so the file also works when run statement by statement.
drop table if exists pg_temp.demo_company;
create temporary table demo_company (id uuid primary key, slug text, letter text, name text, rfc text,
  legal_representative text, workers_representative text);
insert into demo_company values
  ('10000000-0000-4000-8000-00000000000a', 'empresa-a', 'A', 'Constructora Alfa S.A. de C.V.', 'CAL010101AB1',
    'Roberto Alfaro Medina', 'Juana Torres Salinas'),
  ('10000000-0000-4000-8000-00000000000b', 'empresa-b', 'B', 'Servicios Beta Industrial S.A. de C.V.',
    'SBI020202CD2', 'Patricia Beltrán Ochoa', null),
  ('10000000-0000-4000-8000-00000000000c', 'empresa-c', 'C', 'Grupo Gamma Logística S.A. de C.V.', 'GGL030303EF3',
    'Gerardo Gamboa Ríos', 'Mario Luna Cárdenas');

insert into public.companies (id, name, rfc, legal_representative, workers_representative)
select id, name, rfc, legal_representative, workers_representative from demo_company
on conflict (id) do update set name = excluded.name, rfc = excluded.rfc,
  legal_representative = excluded.legal_representative, workers_representative = excluded.workers_representative;

-- The provider's signatories on the DC-3 of its own staff (collaborators without a client company).
update app.lms_settings set provider_legal_representative = 'Elena Sandoval Prieto',
  provider_workers_representative = 'Tomás Aguirre Lozano';

-- Rows created by earlier sign-ins for the demo identities would collide with the fixed ids below.
delete from public.profiles
where id not in (select ('20000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid from generate_series(1, 10) n)
  and (email in ('admin@portal.demo', 'cliente.a@portal.demo',
    'cliente.b@portal.demo', 'colaborador@portal.demo', 'nuevo@portal.demo', 'sinempresa@portal.demo',
    'colaborador.a@portal.demo', 'inactivo@portal.demo', 'admin.inactivo@portal.demo', 'cliente.c@portal.demo')
    or firebase_uid in ('demo-admin', 'demo-cliente-a', 'demo-cliente-b', 'demo-colaborador', 'demo-nuevo',
      'demo-sinempresa', 'demo-colaborador-a', 'demo-inactivo', 'demo-admin-inactivo', 'demo-cliente-c')
    or lower(username) in ('admin', 'cliente_a', 'cliente_b', 'colaborador', 'nuevo', 'sinempresa',
      'colaborador_a', 'inactivo', 'admin_inactivo', 'cliente_c'));

insert into public.profiles (id, email, username, firebase_uid, role, active, must_change_password,
  company_id, given_names, last_name_paternal, last_name_maternal, service_type, month_start, year_start)
values
  ('20000000-0000-4000-8000-000000000001', 'admin@portal.demo', 'admin', 'demo-admin', 'admin', true, false,
    null, 'Administración del Portal', null, null, null, null, null),
  ('20000000-0000-4000-8000-000000000002', 'cliente.a@portal.demo', 'cliente_a', 'demo-cliente-a', 'client',
    true, false, '10000000-0000-4000-8000-00000000000a', 'Ana', 'Martínez', 'Ruiz', 'Servicios especializados REPSE',
    extract(month from current_date - interval '14 months')::smallint,
    extract(year from current_date - interval '14 months')::smallint),
  ('20000000-0000-4000-8000-000000000003', 'cliente.b@portal.demo', 'cliente_b', 'demo-cliente-b', 'client',
    true, false, '10000000-0000-4000-8000-00000000000b', 'Bruno', 'Hernández', 'Soto', 'Limpieza industrial',
    extract(month from current_date - interval '7 months')::smallint,
    extract(year from current_date - interval '7 months')::smallint),
  ('20000000-0000-4000-8000-000000000004', 'colaborador@portal.demo', 'colaborador', 'demo-colaborador',
    'collaborator', true, false, null, 'Carla', 'Jiménez', 'Vega', null, null, null),
  ('20000000-0000-4000-8000-000000000005', 'nuevo@portal.demo', 'nuevo', 'demo-nuevo', 'client', true, true,
    '10000000-0000-4000-8000-00000000000a', 'Nicolás', 'Pérez', 'Luna', 'Servicios especializados REPSE', null, null),
  ('20000000-0000-4000-8000-000000000006', 'sinempresa@portal.demo', 'sinempresa', 'demo-sinempresa', 'client',
    true, false, null, 'Sofía', 'Ramírez', 'Ortega', null, null, null),
  -- A collaborator assigned to company A: it must still see none of A's data (only clients do).
  ('20000000-0000-4000-8000-000000000007', 'colaborador.a@portal.demo', 'colaborador_a', 'demo-colaborador-a',
    'collaborator', true, false, '10000000-0000-4000-8000-00000000000a', 'Diego', 'Ortiz', 'Campos', null, null, null),
  -- Deactivated profiles: a client of company B and an admin; both count as no identity at all.
  ('20000000-0000-4000-8000-000000000008', 'inactivo@portal.demo', 'inactivo', 'demo-inactivo', 'client',
    false, false, '10000000-0000-4000-8000-00000000000b', 'Irene', 'Valdés', 'Mora', 'Limpieza industrial', null, null),
  ('20000000-0000-4000-8000-000000000009', 'admin.inactivo@portal.demo', 'admin_inactivo', 'demo-admin-inactivo',
    'admin', false, false, null, 'Administración Anterior', null, null, null, null, null),
  -- A client of company C, which receives only the verdict of each lab result (consent per worker).
  ('20000000-0000-4000-8000-000000000010', 'cliente.c@portal.demo', 'cliente_c', 'demo-cliente-c', 'client',
    true, false, '10000000-0000-4000-8000-00000000000c', 'Camila', 'Gómez', 'Treviño', 'Logística y almacén',
    extract(month from current_date - interval '5 months')::smallint,
    extract(year from current_date - interval '5 months')::smallint)
on conflict (id) do update set
  email = excluded.email, username = excluded.username, firebase_uid = excluded.firebase_uid,
  role = excluded.role, active = excluded.active, must_change_password = excluded.must_change_password,
  company_id = excluded.company_id, given_names = excluded.given_names,
  last_name_paternal = excluded.last_name_paternal, last_name_maternal = excluded.last_name_maternal,
  service_type = excluded.service_type,
  month_start = excluded.month_start, year_start = excluded.year_start, avatar_url = null;

-- DC-3 data of the demo collaborators (fictitious CURPs with a valid shape; occupations as keys of the
-- Catálogo Nacional de Ocupaciones, src/utils/occupations.ts).
update public.profiles set curp = v.curp, job_title = v.job_title, occupation = v.occupation
from (values
  ('20000000-0000-4000-8000-000000000004'::uuid, 'JIVC900215MNLMGR01', 'Técnica de seguridad e higiene',
    '09.4'),
  ('20000000-0000-4000-8000-000000000007'::uuid, 'OICD880730HNLRMG02', 'Supervisor de obra', '03.1')
) as v(id, curp, job_title, occupation)
where public.profiles.id = v.id;

-- Directory: contacts 1-2 have photos, 3 has no WhatsApp, 4 has neither photo nor WhatsApp.
insert into public.directory_entries (company_id, employee_name, position, phone, whatsapp, email, photo_url)
select c.id, e.name || ' (' || c.letter || ')', e.position, e.phone, e.whatsapp,
  e.mail || '.' || lower(c.letter) || '@portal.demo',
  case when e.n <= 2
    then 'storage://photos/' || c.id || '/contacto-' || e.n || '.svg' end
from demo_company c
cross join (values
  (1, 'María Rodríguez', 'Gerente de Cuenta', '+52 81 1234 5601', '+52 1 81 1234 5601', 'maria.rodriguez'),
  (2, 'Luis García', 'Coordinador de Nómina', '+52 81 1234 5602', '+52 1 81 1234 5602', 'luis.garcia'),
  (3, 'Elena Torres', 'Especialista en Cumplimiento REPSE', '+52 81 1234 5603', null, 'elena.torres'),
  (4, 'Jorge Castillo', 'Supervisor de Operaciones', '(81) 1234-5604', null, 'jorge.castillo')
) as e(n, name, position, phone, whatsapp, mail);

-- Laboratory: every status of the portal's set (src/features/laboratory/utils/lab-status-values.ts), and
-- 'procesando', the specification's other spelling of en_proceso; completed requests have results.
insert into public.laboratory_requests (company_id, request_type, patient_name, request_date, notes, status,
  result_url)
select c.id, l.request_type, l.patient, current_date - l.days_ago, l.notes, l.status,
  case when l.result is not null
    then 'storage://lab-results/' || c.id || '/resultado-' || l.result || '.pdf' end
from demo_company c
cross join (values
  ('Examen médico de ingreso', 'Roberto Sánchez', 3, 'Ayuno de 8 horas.', 'pendiente', null),
  ('Antidoping (5 paneles)', 'Patricia Flores', 6, null, 'en_proceso', null),
  ('Biometría hemática', 'Fernando Díaz', 9, 'Muestra tomada en sitio.', 'procesando', null),
  ('Audiometría', null, 15, null, 'en_revision', null),
  ('Examen médico periódico', 'Gabriela Morales', 24, 'Sin observaciones.', 'completado', 1),
  ('Química sanguínea', 'Héctor Ruiz', 40, 'Resultados entregados al área de RH.', 'completado', 2),
  ('Radiografía de tórax', 'Isabel Navarro', 55, 'Cancelado a solicitud del cliente.', 'cancelado', null)
) as l(request_type, patient, days_ago, notes, status, result);

-- Verdicts on the completed requests (B's second one expired ten days ago), and company C receives only
-- verdicts: its first result is open to it under Gabriela Morales's consent, its second is not.
update public.laboratory_requests l
set verdict = v.verdict, verdict_valid_until = l.request_date + v.valid_days, verdict_restrictions = v.restrictions
from (values
  ('resultado-1', 'apto', 365, null),
  ('resultado-2', 'apto_con_restricciones', 180, 'Sin trabajos en alturas ni espacios confinados.')
) as v(result, verdict, valid_days, restrictions)
where l.company_id in (select id from demo_company) and l.result_url like '%/' || v.result || '.pdf';
update public.laboratory_requests set verdict_valid_until = request_date + 30
where company_id = '10000000-0000-4000-8000-00000000000b' and result_url like '%/resultado-2.pdf';
update public.companies
set lab_release_mode = case when id = '10000000-0000-4000-8000-00000000000c' then 'solo_dictamen'
  else 'resultado_completo' end
where id in (select id from demo_company);
insert into public.lab_result_consents (company_id, laboratory_request_id, worker_name, granted_on, scope,
  recorded_by)
select l.company_id, l.id, 'Gabriela Morales', l.request_date + 2,
  'Entrega del resultado completo al área de Seguridad e Higiene', '20000000-0000-4000-8000-000000000001'
from public.laboratory_requests l
where l.company_id = '10000000-0000-4000-8000-00000000000c' and l.result_url like '%/resultado-1.pdf';

-- REPSE documents: two per quarter over the last two years per company (document types as in plan.ts;
-- 'Informe ICSOE' has no type, so the UI shows its default label), plus global documents every semester.
with kinds(i, slug, title, document_type) as (values
  (0, 'constancia-repse', 'Constancia de Registro REPSE', 'Constancia REPSE'),
  (1, 'contrato-servicios', 'Contrato de Servicios Especializados', 'Contrato'),
  (2, 'padron-trabajadores', 'Padrón de Trabajadores Asignados', 'Padrón de Trabajadores'),
  (3, 'pago-infonavit', 'Comprobante de Pago INFONAVIT', 'Pago INFONAVIT'),
  (4, 'informe-icsoe', 'Informe ICSOE', null)
)
insert into public.documents (company_id, is_global, year, month, name, url, document_type)
select c.id, false,
  extract(year from current_date - make_interval(months => p.period * 3))::smallint,
  extract(month from current_date - make_interval(months => p.period * 3))::smallint,
  k.title,
  format('storage://repse-documents/%s/m%s-%s.pdf', c.id, lpad((p.period * 3)::text, 2, '0'), k.slug),
  k.document_type
from demo_company c
cross join generate_series(0, 7) as p(period)
cross join generate_series(0, 1) as d(i)
join kinds k on k.i = (p.period + d.i) % 5;

insert into public.documents (company_id, is_global, year, month, name, url, document_type)
select null, true,
  extract(year from current_date - make_interval(months => p.period * 6))::smallint,
  extract(month from current_date - make_interval(months => p.period * 6))::smallint,
  case when p.period % 2 = 0 then 'Guía de Cumplimiento REPSE' else 'Calendario de Obligaciones Patronales' end,
  format('storage://repse-documents/global/m%s-%s.pdf', lpad((p.period * 6)::text, 2, '0'),
    case when p.period % 2 = 0 then 'guia-repse' else 'calendario-obligaciones' end),
  case when p.period % 2 = 0 then 'Guía' end
from generate_series(0, 3) as p(period);

-- Invoices: every status of the portal's set (src/features/billing/utils/invoice-status-values.ts), one
-- capitalised (statuses compare in any case), each with PDF and XML.
insert into public.invoices (company_id, invoice_number, issue_date, due_date, amount, status, file_url, xml_url,
  cfdi_uuid)
select c.id, c.letter || '-' || i.num, current_date - i.days_ago, current_date - i.days_ago + 30, i.amount,
  i.status,
  format('storage://invoices/%s/%s-%s.pdf', c.id, c.letter, i.num),
  format('storage://invoices/%s/%s-%s.xml', c.id, c.letter, i.num),
  -- the folio fiscal in the demo XML (local/seed/xml.ts, demoCfdiUuid)
  format('CF0000%s0-%s-4000-8000-00000000%s', c.letter, i.num, i.num)
from demo_company c
cross join (values
  ('1001', 150, 18560.00, 'pagada'),
  ('1002', 120, 23200.00, 'Pagada'),
  ('1003', 10, 12064.50, 'pendiente'),
  ('1004', 60, 9860.00, 'vencida'),
  ('1005', 90, 4640.00, 'cancelada'),
  ('1006', 20, 31320.75, 'en_aclaracion')
) as i(num, days_ago, amount, status);

-- REPSE compliance evidence (issue 15), typed from the catalogue the migration seeds, for the last six
-- closed months (files: local/seed/plan.ts, complianceCompanyKinds / complianceGlobalKinds, by "months ago"
-- offset). Company A is complete except its payroll CFDI of two months ago (late); company B lacks all its
-- own evidence of last month; company C has none. ICSOE and SISUB of the four-month periods (Jan-Apr,
-- May-Aug, Sep-Dec) closed in those months, for A only. The INFONAVIT payment is bimonthly: filed in each bimester's
-- last (even) month. The SHA-256 and size of each file are filled in by local/seed/storage.ts after the
-- upload, from the real bytes.
drop table if exists pg_temp.demo_month;
create temporary table demo_month (k int primary key, first_day date);
insert into demo_month
select k, (date_trunc('month', current_date) - make_interval(months => k))::date from generate_series(0, 6) k;

with evidence(company_id, code, k) as (
  select c.id, t.code, m.k
  from demo_company c
  cross join (values ('cfdi_nomina'), ('imss_cuotas_pago'), ('infonavit_aportaciones_pago')) t(code)
  join demo_month m on m.k between 1 and 6
  where c.letter in ('A', 'B')
    and not (c.letter = 'A' and t.code = 'cfdi_nomina' and m.k = 2)
    and not (c.letter = 'B' and m.k = 1)
    and (t.code <> 'infonavit_aportaciones_pago' or extract(month from m.first_day)::int % 2 = 0)
  union all
  -- the four-month periods closed within the six months: the last one ends 1 to 4 months ago
  select c.id, t.code, o.k
  from demo_company c cross join (values ('icsoe'), ('sisub')) t(code)
  cross join (values (0), (4)) p(add)
  cross join lateral (select (extract(month from current_date)::int - 1) % 4 + 1 + p.add as k) o
  where c.letter = 'A' and o.k <= 6
)
insert into public.documents (company_id, is_global, year, month, name, url, document_type_id)
select e.company_id, false, extract(year from m.first_day)::smallint, extract(month from m.first_day)::smallint,
  t.name,
  format('storage://repse-documents/%s/m%s-%s.pdf', e.company_id, lpad(e.k::text, 2, '0'), replace(t.code, '_', '-')),
  t.id
from evidence e
join demo_month m on m.k = e.k
join public.document_types t on t.code = e.code
order by e.company_id, t.sort_order, e.k desc;

-- The provider's returns and payments every month, for every client.
insert into public.documents (company_id, is_global, year, month, name, url, document_type_id)
select null, true, extract(year from m.first_day)::smallint, extract(month from m.first_day)::smallint, t.name,
  format('storage://repse-documents/global/m%s-%s.pdf', lpad(m.k::text, 2, '0'), replace(t.code, '_', '-')), t.id
from public.document_types t
join demo_month m on m.k between 1 and 6
where t.code in ('isr_retenciones_declaracion', 'isr_retenciones_pago', 'iva_declaracion', 'iva_acuse_pago')
order by t.sort_order, m.k desc;

-- Compliance opinions (valid 30 days from issue; the trigger computes expires_on): one a month, the latest
-- SAT issued 10 days ago (20 days left), IMSS 26 days ago (4 left) and INFONAVIT 40 days ago (expired 10
-- days ago); the earlier ones on the 5th of each month before the latest's.
with latest(code, days_ago) as (values ('opinion_sat', 10), ('opinion_imss', 26), ('opinion_infonavit', 40)),
opinion(code, k, issued_on) as (
  select l.code, m.k, current_date - l.days_ago
  from latest l join demo_month m on m.first_day = date_trunc('month', current_date - l.days_ago)::date
  union all
  select l.code, m.k, m.first_day + 4
  from latest l join demo_month m on m.k between 1 and 6
    and m.first_day < date_trunc('month', current_date - l.days_ago)::date
)
insert into public.documents (company_id, is_global, year, month, name, url, document_type_id, issued_on)
select null, true, extract(year from o.issued_on)::smallint, extract(month from o.issued_on)::smallint, t.name,
  format('storage://repse-documents/global/m%s-%s.pdf', lpad(o.k::text, 2, '0'), replace(t.code, '_', '-')), t.id,
  o.issued_on
from opinion o
join public.document_types t on t.code = o.code
order by t.sort_order, o.k desc;

-- The REPSE registration: issued about 2.6 years ago, it expires in 150 days (renewed every three years).
insert into public.documents (company_id, is_global, year, month, name, url, document_type_id, issued_on,
  expires_on)
select null, true, extract(year from current_date - 950)::smallint, extract(month from current_date - 950)::smallint,
  t.name, 'storage://repse-documents/global/registro-repse.pdf', t.id, current_date - 950, current_date + 150
from public.document_types t
where t.code = 'registro_repse';

drop table pg_temp.demo_month;

-- Payment dates of the paid invoices (the month whose evidence makes them deductible): *-1001 two months
-- ago, when A's payroll CFDI is missing (its file is incomplete); *-1002 three months ago, complete for A
-- and B. Company C has no evidence at all.
update public.invoices set paid_on = case
    when invoice_number like '%-1001' then (date_trunc('month', current_date) - interval '2 months')::date + 9
    else (date_trunc('month', current_date) - interval '3 months')::date + 9
  end
where lower(status) = 'pagada';

-- Payment complements (local/seed/plan.ts, demoComplements): A-1002 paid in two installments, four and three
-- months ago, one REP each; its payment date is the latest (as above), so it has a file per payment month.
insert into public.payment_complements (id, company_id, rep_uuid, issuer_rfc, receiver_rfc, xml_url)
select r.id, c.id, r.uuid, 'PSD000101AA0', c.rfc, format('storage://invoices/%s/rep-%s.xml', c.id, r.uuid)
from public.companies c
cross join (values
  ('70000000-0000-4000-8000-000000000001'::uuid, 'DE70AE90-1002-4001-8000-000000000001'),
  ('70000000-0000-4000-8000-000000000002'::uuid, 'DE70AE90-1002-4002-8000-000000000002')
) as r(id, uuid)
where c.id = '10000000-0000-4000-8000-00000000000a';

insert into public.invoice_payments (complement_id, invoice_id, company_id, paid_on, method, currency,
  installment, previous_balance, amount_paid, remaining)
select p.complement_id, i.id, i.company_id,
  (date_trunc('month', current_date) - make_interval(months => p.months_ago))::date + 9, '03', 'MXN',
  p.installment, p.previous, p.paid, p.remaining
from public.invoices i
cross join (values
  ('70000000-0000-4000-8000-000000000001'::uuid, 4, 1, 23200.00, 10000.00, 13200.00),
  ('70000000-0000-4000-8000-000000000002'::uuid, 3, 2, 13200.00, 13200.00, 0.00)
) as p(complement_id, months_ago, installment, previous, paid, remaining)
where i.company_id = '10000000-0000-4000-8000-00000000000a' and i.invoice_number = 'A-1002';

-- Indicators: a Looker Studio embed per company and a global one; monthly PDF reports for the last
-- three months per company and the last two globally.
insert into public.indicators (company_id, is_global, title, url, url_monthly, year, month)
select c.id, false, 'Tablero de Indicadores ' || c.letter,
  format('https://lookerstudio.google.com/embed/reporting/demo-%s-0000-4000-8000-000000000001/page/p_kpis', lower(c.letter)),
  null, null::smallint, null::smallint
from demo_company c
union all
select null, true, 'Tablero General de Servicio',
  'https://lookerstudio.google.com/embed/reporting/demo-global-0000-4000-8000-000000000001/page/p_general',
  null, null::smallint, null::smallint
union all
select c.id, false, 'Reporte Mensual de Indicadores', null,
  format('storage://monthly-reports/%s/m%s-reporte-mensual.pdf', c.id, lpad(m::text, 2, '0')),
  extract(year from current_date - make_interval(months => m))::smallint,
  extract(month from current_date - make_interval(months => m))::smallint
from demo_company c cross join generate_series(1, 3) as m
union all
select null, true, 'Reporte General de Servicio', null,
  format('storage://monthly-reports/global/m%s-reporte-general.pdf', lpad(m::text, 2, '0')),
  extract(year from current_date - make_interval(months => m))::smallint,
  extract(month from current_date - make_interval(months => m))::smallint
from generate_series(1, 2) as m;

-- Feedback from the demo clients and the collaborator.
insert into public.feedback (company_id, submitted_by, rating, comment, created_at)
values
  ('10000000-0000-4000-8000-00000000000a', '20000000-0000-4000-8000-000000000002', 5,
    'Excelente atención del equipo de cuenta.', now() - interval '40 days'),
  ('10000000-0000-4000-8000-00000000000a', '20000000-0000-4000-8000-000000000005', 4, null,
    now() - interval '12 days'),
  ('10000000-0000-4000-8000-00000000000b', '20000000-0000-4000-8000-000000000003', 3,
    'Los resultados de laboratorio tardaron más de lo esperado.', now() - interval '8 days'),
  (null, '20000000-0000-4000-8000-000000000004', 5, 'La capacitación fue muy clara.', now() - interval '3 days');

-- LMS: a published course with a quiz assigned to colaborador (due in 30 days) and to company A; a short
-- induction course that colaborador_a (company A) has completed, with its certificate; a draft course.
-- Agentes capacitadores: the heights course by an external agent registered with the STPS, the induction by
-- an internal instructor.
insert into public.courses (id, title, description, estimated_hours, thematic_area, instructor_name,
  training_agent_type, external_agent_name, external_agent_registration, published)
values
  ('30000000-0000-4000-8000-000000000001', 'Trabajos en altura (NOM-009-STPS-2011)',
    'Medidas de seguridad para realizar trabajos en altura: equipo de protección, sistemas de anclaje y '
    || 'plan de rescate.', 8, '6000', 'Ing. Laura Castillo Reyes', 'external',
    'Capacitación Industrial del Norte S.C.', 'CIN090312AB5-0013', false),
  ('30000000-0000-4000-8000-000000000002', 'Inducción al servicio especializado',
    'Qué es un servicio especializado REPSE, cómo nos organizamos y a quién acudir.', 2, '3000',
    'Lic. Marco Aurelio Núñez', 'internal', null, null, false),
  ('30000000-0000-4000-8000-000000000003', 'Manejo seguro de montacargas',
    'Borrador: aún no publicado.', 6, '5000', 'Ing. Óscar Treviño Garza', 'internal', null, null, false);

insert into public.course_modules (id, course_id, title, position)
values
  ('31000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001', 'Conceptos básicos', 1),
  ('31000000-0000-4000-8000-000000000002', '30000000-0000-4000-8000-000000000001', 'Equipo y rescate', 2),
  ('31000000-0000-4000-8000-000000000003', '30000000-0000-4000-8000-000000000002', 'Bienvenida', 1);

insert into public.lessons (id, module_id, course_id, title, position, content_type, media_url, body,
  duration_minutes)
values
  ('32000000-0000-4000-8000-000000000001', '31000000-0000-4000-8000-000000000001',
    '30000000-0000-4000-8000-000000000001', '¿Qué es un trabajo en altura?', 1, 'text', null,
    E'## Trabajo en altura\n\nEs toda actividad que se realiza a **1.80 m** o más sobre el nivel de '
    || E'referencia.\n\n- Revisa el área antes de subir.\n- Usa siempre tu equipo de protección.\n'
    || E'- Nunca trabajes solo.', 15),
  ('32000000-0000-4000-8000-000000000002', '31000000-0000-4000-8000-000000000001',
    '30000000-0000-4000-8000-000000000001', 'Análisis de riesgos', 2, 'video',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Observa el video y anota los riesgos que identifiques.', 20),
  ('32000000-0000-4000-8000-000000000003', '31000000-0000-4000-8000-000000000002',
    '30000000-0000-4000-8000-000000000001', 'Arnés y línea de vida', 1, 'text', null,
    E'## Arnés de cuerpo completo\n\n1. Inspecciona costuras y hebillas.\n2. Ajusta las bandas de piernas.'
    || E'\n3. Conecta la línea de vida a un punto de anclaje certificado.', 25),
  ('32000000-0000-4000-8000-000000000004', '31000000-0000-4000-8000-000000000003',
    '30000000-0000-4000-8000-000000000002', 'Nuestra forma de trabajar', 1, 'text', null,
    E'Bienvenido. En esta lección conocerás **nuestros valores** y los canales de atención.', 30);

insert into public.quizzes (id, course_id, title, passing_score, max_attempts)
values ('33000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
  'Evaluación final', 70, 3);

insert into public.quiz_questions (id, quiz_id, prompt, multiple, position)
values
  ('34000000-0000-4000-8000-000000000001', '33000000-0000-4000-8000-000000000001',
    '¿A partir de qué altura se considera trabajo en altura?', false, 1),
  ('34000000-0000-4000-8000-000000000002', '33000000-0000-4000-8000-000000000001',
    '¿Qué debes revisar del arnés antes de usarlo?', true, 2),
  ('34000000-0000-4000-8000-000000000003', '33000000-0000-4000-8000-000000000001',
    '¿Se puede trabajar en altura sin compañía?', false, 3);

insert into public.quiz_options (question_id, label, is_correct, position)
values
  ('34000000-0000-4000-8000-000000000001', '1.00 m', false, 1),
  ('34000000-0000-4000-8000-000000000001', '1.80 m', true, 2),
  ('34000000-0000-4000-8000-000000000001', '3.00 m', false, 3),
  ('34000000-0000-4000-8000-000000000002', 'Costuras', true, 1),
  ('34000000-0000-4000-8000-000000000002', 'Hebillas', true, 2),
  ('34000000-0000-4000-8000-000000000002', 'El color', false, 3),
  ('34000000-0000-4000-8000-000000000003', 'Sí', false, 1),
  ('34000000-0000-4000-8000-000000000003', 'No', true, 2);

update public.courses set published = true
where id in ('30000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000002');

insert into public.course_assignments (course_id, profile_id, company_id, due_date, assigned_by)
values
  ('30000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000004', null,
    current_date + 30, '20000000-0000-4000-8000-000000000001'),
  ('30000000-0000-4000-8000-000000000001', null, '10000000-0000-4000-8000-00000000000a',
    current_date - 5, '20000000-0000-4000-8000-000000000001'),
  ('30000000-0000-4000-8000-000000000002', null, '10000000-0000-4000-8000-00000000000a',
    null, '20000000-0000-4000-8000-000000000001');

insert into public.lesson_progress (profile_id, lesson_id, course_id, started_at, last_viewed_at,
  completed_at)
values ('20000000-0000-4000-8000-000000000007', '32000000-0000-4000-8000-000000000004',
  '30000000-0000-4000-8000-000000000002', now() - interval '20 days', now() - interval '19 days',
  now() - interval '19 days');

-- The seed runs outside the API, so the completion trigger already issued colaborador_a's certificate;
-- give it a fixed code and dates for the README's verification example.
update public.certificates set code = 'A1B2-C3D4-E5F6', issued_at = now() - interval '19 days',
  period_start = current_date - 20, period_end = current_date - 19
where profile_id = '20000000-0000-4000-8000-000000000007'
  and course_id = '30000000-0000-4000-8000-000000000002';

-- The bell of the demo. The triggers told everyone of every row above, as they would have over the months;
-- that is history: read, and never e-mailed. A few stay unread: cliente_a's newest news of each kind
-- (documents, invoices, laboratory, reports) and colaborador's, a few hours apart.
update public.notifications n
set body = 'Folio ' || c.code || ' · ' || app.notify_date(c.issued_at::date)
from public.certificates c
where n.item_id = c.id and n.event = 'certificate_issued';

update public.notifications
set read_at = now() - interval '1 day', email_state = 'skipped', created_at = now() - interval '2 days';

with unread as (
  select n.id, row_number() over (partition by n.profile_id order by n.category, n.title) as k
  from (
    select distinct on (n.category) n.*
    from public.notifications n
    where n.profile_id = '20000000-0000-4000-8000-000000000002'
      and n.category in ('documents', 'invoices', 'laboratory', 'reports')
    order by n.category, n.title desc
  ) n
  union all
  select n.id, row_number() over (order by n.event desc)
  from public.notifications n
  where n.profile_id = '20000000-0000-4000-8000-000000000004'
)
update public.notifications n
set read_at = null, created_at = now() - make_interval(hours => (u.k * 3)::int)
from unread u
where n.id = u.id;

drop table pg_temp.demo_company;
