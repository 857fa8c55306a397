-- What happened, written by the database into public.notifications: one row per recipient when an item is
-- published or changes for someone, and the daily reminders (public.make_reminders). The recipients are
-- exactly the people the item's read policy lets see it, and only active ones:
--   documents, indicators   the active clients of the item's company; a global one, every active client
--                           that belongs to a company (documents_select, indicators_select);
--   invoices, laboratory    the active clients of the company;
--   course assignments      the active collaborator named, or every active collaborator of the company
--                           named, and only while the course is published (course_assignments_select);
--   certificates, account   the person it belongs to, while active.
-- Every trigger runs once per statement over its transition tables and writes with one INSERT ... SELECT,
-- so a global document for 500 clients, or the seed's thousands of rows, cost one statement, not a loop.
-- A trigger with transition tables serves one event, hence an insert half and an update half per table.
--
-- Notifications are not audited: they are derived data, the consequence of an audited write (the
-- document, the invoice...), and marking one read changes nothing anyone answers for. public.notifications
-- has no audit trigger; tests/integration/audit-functions.test.ts proves that each function below leaves
-- exactly the entries of the item's own write.

-- ---------------------------------------------------------------------------------------------------
-- Texts: dates as dd/mm/aaaa, months and money as es-MX writes them.
create or replace function app.notify_date(p_date date) returns text
language sql immutable
set search_path = ''
as $$
  select to_char(p_date, 'DD/MM/YYYY')
$$;

create or replace function app.notify_month(p_year integer, p_month integer) returns text
language sql immutable
set search_path = ''
as $$
  select (array['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre',
    'octubre', 'noviembre', 'diciembre'])[p_month] || ' ' || p_year
$$;

create or replace function app.notify_money(p_amount numeric, p_currency text) returns text
language sql immutable
set search_path = ''
as $$
  select '$' || to_char(p_amount, 'FM999,999,999,990.00') || ' ' || p_currency
$$;

-- The portal's profile screen of a role.
create or replace function app.notify_profile_link(p_role text) returns text
language sql immutable
set search_path = ''
as $$
  select case p_role
    when 'admin' then '/dashboard/admin/perfil'
    when 'collaborator' then '/dashboard/collaborator/perfil'
    else '/dashboard/client?tab=profile'
  end
$$;

revoke all on function app.notify_date(date), app.notify_month(integer, integer),
  app.notify_money(numeric, text), app.notify_profile_link(text) from public;
grant execute on function app.notify_date(date), app.notify_month(integer, integer),
  app.notify_money(numeric, text), app.notify_profile_link(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Documents: a new one to whoever reads it. On an update, a replaced file (new url) to every reader again,
-- and a moved document (another company, or made global) to those who read it now and did not before; a
-- rename, a fingerprint filled in or any other edit notifies nobody.
create or replace function app.notify_documents_inserted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id)
  select p.id, 'documents', 'document_published', d.company_id, 'Nuevo documento: ' || d.name,
    coalesce(c.name, 'Para todos los clientes') || ' · ' || app.notify_month(d.year, d.month),
    format('/dashboard/client?tab=repse&anio=%s&mes=%s&documento=%s', d.year, d.month, d.id),
    'documents', d.id
  from new_rows d
  join public.profiles p on p.role = 'client' and p.active and p.company_id is not null
    and (d.is_global or p.company_id = d.company_id)
  left join public.companies c on c.id = d.company_id;
  return null;
end;
$$;

create or replace function app.notify_documents_updated() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id)
  select p.id, 'documents', 'document_published', d.company_id,
    case when d.url is distinct from o.url then 'Documento actualizado: ' else 'Nuevo documento: ' end
      || d.name,
    coalesce(c.name, 'Para todos los clientes') || ' · ' || app.notify_month(d.year, d.month),
    format('/dashboard/client?tab=repse&anio=%s&mes=%s&documento=%s', d.year, d.month, d.id),
    'documents', d.id
  from new_rows d
  join old_rows o on o.id = d.id
  join public.profiles p on p.role = 'client' and p.active and p.company_id is not null
    and (d.is_global or p.company_id = d.company_id)
  left join public.companies c on c.id = d.company_id
  where d.url is distinct from o.url or not (o.is_global or p.company_id = o.company_id);
  return null;
end;
$$;

create trigger documents_notify_inserted after insert on public.documents
  referencing new table as new_rows
  for each statement execute function app.notify_documents_inserted();
create trigger documents_notify_updated after update on public.documents
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.notify_documents_updated();

-- ---------------------------------------------------------------------------------------------------
-- Invoices: a new one to the company's clients; a moved one to the new company's.
create or replace function app.notify_invoices_inserted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id)
  select p.id, 'invoices', 'invoice_published', i.company_id, 'Nueva factura ' || i.invoice_number,
    c.name || ' · ' || app.notify_money(i.amount, i.currency)
      || coalesce(' · vence el ' || app.notify_date(i.due_date), ''),
    format('/dashboard/client?tab=billing&factura=%s', i.id), 'invoices', i.id
  from new_rows i
  join public.profiles p on p.role = 'client' and p.active and p.company_id = i.company_id
  join public.companies c on c.id = i.company_id;
  return null;
end;
$$;

create or replace function app.notify_invoices_updated() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id)
  select p.id, 'invoices', 'invoice_published', i.company_id, 'Nueva factura ' || i.invoice_number,
    c.name || ' · ' || app.notify_money(i.amount, i.currency)
      || coalesce(' · vence el ' || app.notify_date(i.due_date), ''),
    format('/dashboard/client?tab=billing&factura=%s', i.id), 'invoices', i.id
  from new_rows i
  join old_rows o on o.id = i.id and o.company_id is distinct from i.company_id
  join public.profiles p on p.role = 'client' and p.active and p.company_id = i.company_id
  join public.companies c on c.id = i.company_id;
  return null;
end;
$$;

create trigger invoices_notify_inserted after insert on public.invoices
  referencing new table as new_rows
  for each statement execute function app.notify_invoices_inserted();
create trigger invoices_notify_updated after update on public.invoices
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.notify_invoices_updated();

-- ---------------------------------------------------------------------------------------------------
-- Laboratory: a result becomes available when its link is first set (on the insert or later); a result
-- replaced, a status or a note changed notify nobody.
create or replace function app.notify_results_inserted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id)
  select p.id, 'laboratory', 'result_available', l.company_id, 'Resultado disponible: ' || l.request_type,
    coalesce(nullif(btrim(l.patient_name), '') || ' · ', '') || 'solicitud del '
      || app.notify_date(l.request_date),
    format('/dashboard/client?tab=laboratory&solicitud=%s', l.id), 'laboratory_requests', l.id
  from new_rows l
  join public.profiles p on p.role = 'client' and p.active and p.company_id = l.company_id
  where nullif(btrim(l.result_url), '') is not null;
  return null;
end;
$$;

create or replace function app.notify_results_updated() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id)
  select p.id, 'laboratory', 'result_available', l.company_id, 'Resultado disponible: ' || l.request_type,
    coalesce(nullif(btrim(l.patient_name), '') || ' · ', '') || 'solicitud del '
      || app.notify_date(l.request_date),
    format('/dashboard/client?tab=laboratory&solicitud=%s', l.id), 'laboratory_requests', l.id
  from new_rows l
  join old_rows o on o.id = l.id
  join public.profiles p on p.role = 'client' and p.active and p.company_id = l.company_id
  where nullif(btrim(l.result_url), '') is not null
    -- first set, or a result moved to another company (its clients never saw it)
    and (nullif(btrim(o.result_url), '') is null or o.company_id is distinct from l.company_id);
  return null;
end;
$$;

create trigger laboratory_requests_notify_inserted after insert on public.laboratory_requests
  referencing new table as new_rows
  for each statement execute function app.notify_results_inserted();
create trigger laboratory_requests_notify_updated after update on public.laboratory_requests
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.notify_results_updated();

-- ---------------------------------------------------------------------------------------------------
-- Reports: a monthly report (url_monthly) or a dashboard (url) published, on the insert or when its link
-- is first set; the monthly report wins when a row gains both. Its readers are the documents' readers.
create or replace function app.notify_reports_inserted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id)
  select p.id, 'reports', 'report_published', r.company_id,
    case when r.monthly then 'Nuevo reporte mensual: ' else 'Nuevo tablero: ' end
      || coalesce(nullif(btrim(r.title), ''), case when r.monthly then 'Reporte mensual' else 'Indicadores' end),
    coalesce(c.name, 'Para todos los clientes')
      || coalesce(' · ' || app.notify_month(r.year, r.month), ''),
    format('/dashboard/client?tab=%s&reporte=%s',
      case when r.monthly then 'monthly_reports' else 'indicators' end, r.id),
    'indicators', r.id
  from (select n.*, nullif(btrim(n.url_monthly), '') is not null as monthly from new_rows n) r
  join public.profiles p on p.role = 'client' and p.active and p.company_id is not null
    and (r.is_global or p.company_id = r.company_id)
  left join public.companies c on c.id = r.company_id;
  return null;
end;
$$;

create or replace function app.notify_reports_updated() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id)
  select p.id, 'reports', 'report_published', r.company_id,
    case when r.monthly then 'Nuevo reporte mensual: ' else 'Nuevo tablero: ' end
      || coalesce(nullif(btrim(r.title), ''), case when r.monthly then 'Reporte mensual' else 'Indicadores' end),
    coalesce(c.name, 'Para todos los clientes')
      || coalesce(' · ' || app.notify_month(r.year, r.month), ''),
    format('/dashboard/client?tab=%s&reporte=%s',
      case when r.monthly then 'monthly_reports' else 'indicators' end, r.id),
    'indicators', r.id
  from (
    select n.*,
      nullif(btrim(n.url_monthly), '') is not null and nullif(btrim(o.url_monthly), '') is null as monthly,
      nullif(btrim(n.url), '') is not null and nullif(btrim(o.url), '') is null as dashboard,
      o.company_id as old_company, o.is_global as old_global
    from new_rows n join old_rows o on o.id = n.id
  ) r
  join public.profiles p on p.role = 'client' and p.active and p.company_id is not null
    and (r.is_global or p.company_id = r.company_id)
  left join public.companies c on c.id = r.company_id
  -- a link newly set (to every reader), or a report that reaches new readers (to them)
  where r.monthly or r.dashboard or not (r.old_global or p.company_id = r.old_company);
  return null;
end;
$$;

create trigger indicators_notify_inserted after insert on public.indicators
  referencing new table as new_rows
  for each statement execute function app.notify_reports_inserted();
create trigger indicators_notify_updated after update on public.indicators
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.notify_reports_updated();

-- ---------------------------------------------------------------------------------------------------
-- Courses. An assignment reaches the active collaborator it names, or every active collaborator of the
-- company it names, while the course is published. 'course_assigned' tells a person of a course new to
-- them: never to someone another assignment of the course already reaches; a course published
-- later notifies then; an assignment pointed at other people is new to them. A due date changed goes to
-- everyone the assignment reaches.
create or replace function app.notify_course_assignments_inserted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, title, body, link, item_table, item_id)
  select distinct on (a.course_id, p.id) p.id, 'courses', 'course_assigned', 'Nuevo curso asignado: ' || c.title,
    coalesce('Fecha límite: ' || app.notify_date(a.due_date), 'Sin fecha límite'),
    format('/dashboard/collaborator/lms/%s', a.course_id), 'course_assignments', a.id
  from new_rows a
  join public.courses c on c.id = a.course_id and c.published
  join public.profiles p on p.role = 'collaborator' and p.active
    and (p.id = a.profile_id or (a.company_id is not null and p.company_id = a.company_id))
  where not exists (
    select 1 from public.course_assignments e
    where e.course_id = a.course_id and e.id not in (select n.id from new_rows n)
      and (e.profile_id = p.id or (e.company_id is not null and e.company_id = p.company_id)))
  order by a.course_id, p.id, a.profile_id nulls last;
  return null;
end;
$$;

create or replace function app.notify_course_assignments_updated() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, title, body, link, item_table, item_id)
  select p.id, 'courses', 'course_due_changed', 'Cambió la fecha límite: ' || c.title,
    coalesce('Nueva fecha límite: ' || app.notify_date(a.due_date), 'El curso ya no tiene fecha límite.'),
    format('/dashboard/collaborator/lms/%s', a.course_id), 'course_assignments', a.id
  from new_rows a
  join old_rows o on o.id = a.id and o.due_date is distinct from a.due_date
    and o.course_id = a.course_id and o.profile_id is not distinct from a.profile_id
    and o.company_id is not distinct from a.company_id
  join public.courses c on c.id = a.course_id and c.published
  join public.profiles p on p.role = 'collaborator' and p.active
    and (p.id = a.profile_id or (a.company_id is not null and p.company_id = a.company_id));
  -- An assignment pointed at someone else: a new assignment for whoever it reaches now.
  insert into public.notifications (profile_id, category, event, title, body, link, item_table, item_id)
  select distinct on (a.course_id, p.id) p.id, 'courses', 'course_assigned', 'Nuevo curso asignado: ' || c.title,
    coalesce('Fecha límite: ' || app.notify_date(a.due_date), 'Sin fecha límite'),
    format('/dashboard/collaborator/lms/%s', a.course_id), 'course_assignments', a.id
  from new_rows a
  join old_rows o on o.id = a.id and (o.course_id <> a.course_id
    or o.profile_id is distinct from a.profile_id or o.company_id is distinct from a.company_id)
  join public.courses c on c.id = a.course_id and c.published
  join public.profiles p on p.role = 'collaborator' and p.active
    and (p.id = a.profile_id or (a.company_id is not null and p.company_id = a.company_id))
  where not (o.course_id = a.course_id
      and (p.id = o.profile_id or (o.company_id is not null and p.company_id = o.company_id)))
    and not exists (
      select 1 from public.course_assignments e
      where e.course_id = a.course_id and e.id <> a.id
        and (e.profile_id = p.id or (e.company_id is not null and e.company_id = p.company_id)))
  order by a.course_id, p.id, a.profile_id nulls last;
  return null;
end;
$$;

create trigger course_assignments_notify_inserted after insert on public.course_assignments
  referencing new table as new_rows
  for each statement execute function app.notify_course_assignments_inserted();
create trigger course_assignments_notify_updated after update on public.course_assignments
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.notify_course_assignments_updated();

-- A course published: its assignments now reach their collaborators, except those already told of it
-- (a course unpublished for an edit and published again notifies nobody twice).
create or replace function app.notify_courses_published() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, title, body, link, item_table, item_id)
  select distinct on (a.course_id, p.id) p.id, 'courses', 'course_assigned', 'Nuevo curso asignado: ' || c.title,
    coalesce('Fecha límite: ' || app.notify_date(a.due_date), 'Sin fecha límite'),
    format('/dashboard/collaborator/lms/%s', a.course_id), 'course_assignments', a.id
  from new_rows c
  join old_rows o on o.id = c.id and not o.published
  join public.course_assignments a on a.course_id = c.id
  join public.profiles p on p.role = 'collaborator' and p.active
    and (p.id = a.profile_id or (a.company_id is not null and p.company_id = a.company_id))
  where c.published
    and not exists (
      select 1 from public.course_assignments e
      join public.notifications n on n.item_table = 'course_assignments' and n.item_id = e.id
      where e.course_id = c.id and n.profile_id = p.id and n.event = 'course_assigned')
  order by a.course_id, p.id, a.profile_id nulls last;
  return null;
end;
$$;

create trigger courses_notify_published after update on public.courses
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.notify_courses_published();

-- ---------------------------------------------------------------------------------------------------
-- Certificates: issued, and revoked, to the collaborator it belongs to.
create or replace function app.notify_certificates_issued() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id)
  select p.id, 'certificates', 'certificate_issued', k.company_id, 'Constancia emitida: ' || k.course_title,
    'Folio ' || k.code || ' · ' || app.notify_date((k.issued_at at time zone 'America/Mexico_City')::date),
    format('/dashboard/collaborator/certificates?constancia=%s', k.id), 'certificates', k.id
  from new_rows k
  join public.profiles p on p.id = k.profile_id and p.active
  where k.revoked_at is null;
  return null;
end;
$$;

create or replace function app.notify_certificates_revoked() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id)
  select p.id, 'certificates', 'certificate_revoked', k.company_id, 'Constancia revocada: ' || k.course_title,
    'Folio ' || k.code || coalesce(' · Motivo: ' || k.revoked_reason, ''),
    format('/dashboard/collaborator/certificates?constancia=%s', k.id), 'certificates', k.id
  from new_rows k
  join old_rows o on o.id = k.id and o.revoked_at is null
  join public.profiles p on p.id = k.profile_id and p.active
  where k.revoked_at is not null;
  return null;
end;
$$;

create trigger certificates_notify_issued after insert on public.certificates
  referencing new table as new_rows
  for each statement execute function app.notify_certificates_issued();
create trigger certificates_notify_revoked after update on public.certificates
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.notify_certificates_revoked();

-- ---------------------------------------------------------------------------------------------------
-- Account: a profile created, to that person (an inactive one is told nothing).
create or replace function app.notify_account_created() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id)
  select p.id, 'account', 'account_created', p.company_id, 'Tu cuenta del portal está lista',
    'Usuario: ' || p.username, app.notify_profile_link(p.role), 'profiles', p.id
  from new_rows p
  where p.active;
  return null;
end;
$$;

create trigger profiles_notify_created after insert on public.profiles
  referencing new table as new_rows
  for each statement execute function app.notify_account_created();

revoke all on function app.notify_documents_inserted(), app.notify_documents_updated(),
  app.notify_invoices_inserted(), app.notify_invoices_updated(), app.notify_results_inserted(),
  app.notify_results_updated(), app.notify_reports_inserted(), app.notify_reports_updated(),
  app.notify_course_assignments_inserted(), app.notify_course_assignments_updated(),
  app.notify_courses_published(), app.notify_certificates_issued(), app.notify_certificates_revoked(),
  app.notify_account_created() from public;
grant execute on function app.notify_documents_inserted(), app.notify_documents_updated(),
  app.notify_invoices_inserted(), app.notify_invoices_updated(), app.notify_results_inserted(),
  app.notify_results_updated(), app.notify_reports_inserted(), app.notify_reports_updated(),
  app.notify_course_assignments_inserted(), app.notify_course_assignments_updated(),
  app.notify_courses_published(), app.notify_certificates_issued(), app.notify_certificates_revoked(),
  app.notify_account_created() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Reminders, made by the daily job (the service role) for the day p_today (Mexico City's calendar day by
-- default). Each is made once per item, threshold and person: its dedupe_key '<event>:<item_id>:<threshold>'
-- (the threshold names the date it counts from, so a date moved later makes a new reminder) is unique per
-- person, and a repeated run inserts nothing. A run that was missed is caught up: a reminder is due while
-- its window lasts (e.g. 'in 7 days' from 7 days to 1 day before), not only on its exact day.
--   document_expiring     the latest document of each type with validity (per company, or the global
--                         one), to the active admins: 30, 14 and 7 days before it expires and on the day
--                         (a threshold longer than the document's whole validity is skipped: an opinion
--                         valid 30 days is not 'due in 30 days' the day it is issued);
--   registration_renewal  the REPSE registration (type 'registro_repse'), to the admins, from three months
--                         before it expires (its renewal window);
--   evidence_missing      a company's expected evidence (the catalogue's periodic types that apply to it,
--                         the rule of src/features/compliance/utils) still missing within 5 days of its
--                         due date, one reminder per company and period to the admins; the provider's own
--                         global evidence once for every client;
--   invoice_due           an open invoice (not paid, not cancelled), 3 days before its due date, to the
--                         company's active clients; invoice_overdue, in the week after it;
--   course_due            a course not completed, 7 days before its due date (the earliest of the
--                         assignments that reach the person), to the collaborator; course_overdue, in the
--                         week after it.
-- Returns how many notifications it made.
-- The latest document (the furthest expiry) of every active catalogue type with validity: per company for
-- a company type, once for a global one. What expires is that one; an older one has a successor.
create or replace function app.latest_validity_documents() returns setof public.documents
language sql stable security definer
set search_path = ''
as $$
  select distinct on (d.document_type_id, d.is_global, case when d.is_global then null else d.company_id end) d.*
  from public.documents d
  join public.document_types t on t.id = d.document_type_id and t.active and t.validity <> 'none'
  where d.expires_on is not null
  order by d.document_type_id, d.is_global, case when d.is_global then null else d.company_id end,
    d.expires_on desc, d.created_at desc
$$;
revoke all on function app.latest_validity_documents() from public, anon, authenticated;

create or replace function public.make_reminders(
  p_today date default (now() at time zone 'America/Mexico_City')::date
) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_total integer := 0;
  v_count integer;
begin
  if p_today is null then
    raise exception 'Indica el día de los recordatorios.' using errcode = '22023';
  end if;

  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id, dedupe_key)
  select a.id, 'documents', 'document_expiring', d.company_id,
    case when d.days_left = 0 then 'Vence hoy: ' else 'Vence pronto: ' end || d.name,
    coalesce(c.name, 'Para todos los clientes') || ' · vence el ' || app.notify_date(d.expires_on)
      || case when d.days_left = 0 then '' when d.days_left = 1 then ' (mañana)'
        else format(' (en %s días)', d.days_left) end,
    case when d.is_global then format('/dashboard/admin/documentos?documento=%s', d.id)
      else format('/dashboard/admin/documentos?empresa=%s&documento=%s', d.company_id, d.id) end,
    'documents', d.id, format('document_expiring:%s:%sd@%s', d.id, d.threshold, d.expires_on)
  from (
    select l.*, l.expires_on - p_today as days_left,
      case when l.expires_on - p_today = 0 then 0
        when l.expires_on - p_today between 1 and 7 then 7
        when l.expires_on - p_today between 8 and 14 then 14
        when l.expires_on - p_today between 15 and 30 then 30
      end as threshold
    from app.latest_validity_documents() l
  ) d
  join public.profiles a on a.role = 'admin' and a.active
  left join public.companies c on c.id = d.company_id and not d.is_global
  where d.threshold is not null and (d.issued_on is null or d.issued_on < d.expires_on - d.threshold)
  on conflict do nothing;
  get diagnostics v_count = row_count;
  v_total := v_total + v_count;

  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id, dedupe_key)
  select a.id, 'documents', 'registration_renewal', l.company_id, 'Renovación: ' || l.name,
    'Vence el ' || app.notify_date(l.expires_on) || '; ya puedes tramitar su renovación.',
    case when l.is_global then format('/dashboard/admin/documentos?documento=%s', l.id)
      else format('/dashboard/admin/documentos?empresa=%s&documento=%s', l.company_id, l.id) end,
    'documents', l.id, format('registration_renewal:%s:3m@%s', l.id, l.expires_on)
  from app.latest_validity_documents() l
  join public.document_types t on t.id = l.document_type_id and t.code = 'registro_repse'
  join public.profiles a on a.role = 'admin' and a.active
  where p_today between (l.expires_on - interval '3 months')::date and l.expires_on
    and (l.issued_on is null or l.issued_on < (l.expires_on - interval '3 months')::date)
  on conflict do nothing;
  get diagnostics v_count = row_count;
  v_total := v_total + v_count;

  -- Evidence: the periods of each periodic type whose due date falls within the next 5 days. A period's
  -- due date is day due_day (the month's last when shorter) of the month due_month_offset months after
  -- its last month; its documents are those of its months.
  with due as (
    select t.id, t.name, t.scope, t.sort_order, g.day as due_on,
      case t.periodicity when 'monthly' then 1 when 'bimonthly' then 2 when 'four_monthly' then 4 else 12 end
        as size,
      (date_trunc('month', g.day) - make_interval(months => t.due_month_offset))::date as last_month
    from public.document_types t
    cross join lateral (select p_today + k as day from generate_series(0, 5) k) g
    where t.active and t.periodicity in ('monthly', 'bimonthly', 'four_monthly', 'yearly')
      and t.due_day is not null
      and extract(day from g.day) = least(t.due_day,
        extract(day from date_trunc('month', g.day) + interval '1 month - 1 day'))
  ),
  periods as (
    select d.*, extract(year from d.last_month)::integer as year, extract(month from d.last_month)::integer as month
    from due d
    where extract(month from d.last_month)::integer % d.size = 0
  ),
  missing as (
    select c.id as company_id, c.name as company_name, p.*
    from periods p
    join public.companies c on p.scope = 'company' and app.document_type_applies(p.id, c.id)
    where not exists (
      select 1 from public.documents doc
      where doc.document_type_id = p.id and not doc.is_global and doc.company_id = c.id and doc.year = p.year
        and doc.month between p.month - p.size + 1 and p.month)
    union all
    select null, null, p.*
    from periods p
    where p.scope = 'global' and not exists (
      select 1 from public.documents doc
      where doc.document_type_id = p.id and doc.is_global and doc.year = p.year
        and doc.month between p.month - p.size + 1 and p.month)
  ),
  grouped as (
    select m.company_id, m.company_name, m.due_on, m.year, m.month,
      string_agg(m.name, ', ' order by m.sort_order, m.name) as names
    from missing m
    group by m.company_id, m.company_name, m.due_on, m.year, m.month
  )
  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id, dedupe_key)
  select a.id, 'documents', 'evidence_missing', g.company_id,
    'Falta evidencia: ' || coalesce(g.company_name, 'documentos para todos los clientes'),
    case when g.due_on = p_today then 'Vence hoy' else 'Vence el ' || app.notify_date(g.due_on) end
      || ': ' || g.names || '.',
    case when g.company_id is null
      then format('/dashboard/admin/documentos/cumplimiento?anio=%s&mes=%s', g.year, g.month)
      else format('/dashboard/admin/documentos/cumplimiento?empresa=%s&anio=%s&mes=%s', g.company_id, g.year,
        g.month) end,
    case when g.company_id is not null then 'companies' end, g.company_id,
    format('evidence_missing:%s:%s-%s@%s', coalesce(g.company_id::text, 'global'), g.year,
      lpad(g.month::text, 2, '0'), g.due_on)
  from grouped g
  join public.profiles a on a.role = 'admin' and a.active
  on conflict do nothing;
  get diagnostics v_count = row_count;
  v_total := v_total + v_count;

  -- Invoices still open: due within 3 days, or overdue within the last week.
  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id, dedupe_key)
  select p.id, 'invoices', i.event, i.company_id,
    case when i.event = 'invoice_due' then format('Factura %s por vencer', i.invoice_number)
      else format('Factura %s vencida', i.invoice_number) end,
    case when i.due_date = p_today then 'Vence hoy'
      when i.event = 'invoice_due' then 'Vence el ' || app.notify_date(i.due_date)
      else 'Venció el ' || app.notify_date(i.due_date) end
      || ' · ' || app.notify_money(i.amount, i.currency),
    format('/dashboard/client?tab=billing&factura=%s', i.id), 'invoices', i.id,
    format('%s:%s:%s@%s', i.event, i.id, case when i.event = 'invoice_due' then '3d' else 'overdue' end,
      i.due_date)
  from (
    select v.*, case when v.due_date >= p_today then 'invoice_due' else 'invoice_overdue' end as event
    from public.invoices v
    where v.due_date between p_today - 7 and p_today + 3
      and v.paid_on is null and lower(v.status) not in ('pagada', 'cancelada')
  ) i
  join public.profiles p on p.role = 'client' and p.active and p.company_id = i.company_id
  on conflict do nothing;
  get diagnostics v_count = row_count;
  v_total := v_total + v_count;

  -- Courses not completed: due within 7 days, or overdue within the last week.
  insert into public.notifications (profile_id, category, event, title, body, link, item_table, item_id,
    dedupe_key)
  select t.profile_id, 'courses', t.event,
    case when t.event = 'course_due' then 'Curso por vencer: ' else 'Curso vencido: ' end || c.title,
    case when t.due_date = p_today then 'La fecha límite es hoy.'
      when t.event = 'course_due' then 'Fecha límite: ' || app.notify_date(t.due_date)
      else 'La fecha límite fue el ' || app.notify_date(t.due_date) || '; complétalo cuanto antes.' end,
    format('/dashboard/collaborator/lms/%s', t.course_id), 'courses', t.course_id,
    format('%s:%s:%s@%s', t.event, t.course_id, case when t.event = 'course_due' then '7d' else 'overdue' end,
      t.due_date)
  from (
    select r.*, case when r.due_date >= p_today then 'course_due' else 'course_overdue' end as event
    from (
      select a.course_id, p.id as profile_id, min(a.due_date) as due_date
      from public.course_assignments a
      join public.profiles p on p.role = 'collaborator' and p.active
        and (p.id = a.profile_id or (a.company_id is not null and p.company_id = a.company_id))
      group by a.course_id, p.id
    ) r
    where r.due_date between p_today - 7 and p_today + 7
  ) t
  join public.courses c on c.id = t.course_id and c.published
  where not exists (select 1 from public.certificates k
      where k.profile_id = t.profile_id and k.course_id = t.course_id and k.revoked_at is null)
    and not app.course_complete(t.profile_id, t.course_id)
  on conflict do nothing;
  get diagnostics v_count = row_count;
  v_total := v_total + v_count;

  return v_total;
end;
$$;
revoke all on function public.make_reminders(date) from public, anon, authenticated;
grant execute on function public.make_reminders(date) to service_role;

-- ---------------------------------------------------------------------------------------------------
-- Marks the caller's unread notifications read: those listed, or all of them (null). Runs as the caller,
-- so the policies decide as well; returns how many it marked.
create or replace function public.mark_notifications_read(p_ids uuid[] default null) returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.notifications set read_at = now()
  where profile_id = (select app.current_profile_id()) and read_at is null
    and (p_ids is null or id = any (p_ids));
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke all on function public.mark_notifications_read(uuid[]) from public;
grant execute on function public.mark_notifications_read(uuid[]) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Like every other table, the notification tables answer a Firebase token without the `role` claim (which
-- runs as anon) exactly as one with it: the policies decide from the token alone.
grant select on public.notifications to anon;
grant update (read_at) on public.notifications to anon;
alter policy notifications_select on public.notifications to anon, authenticated;
alter policy notifications_mark_read on public.notifications to anon, authenticated;
grant select, insert, update, delete on public.notification_preferences to anon;
alter policy notification_preferences_select on public.notification_preferences to anon, authenticated;
alter policy notification_preferences_insert on public.notification_preferences to anon, authenticated;
alter policy notification_preferences_update on public.notification_preferences to anon, authenticated;
alter policy notification_preferences_delete on public.notification_preferences to anon, authenticated;
grant select on public.notification_emails to anon;
alter policy notification_emails_select on public.notification_emails to anon, authenticated;
