-- REPSE compliance from the provider's side (issue 15): a catalogue of the evidence the law asks for, kept
-- as data an admin can change (a tax adviser reviews it, nobody edits code); documents typed from it, with
-- the SHA-256 of the file and their validity; an append-only proof-of-delivery log; invoices with the date
-- they were paid (the month whose evidence makes them deductible); the date of each user's previous visit
-- (what is new on 'Estado de la cuenta').
-- Periods, due dates and the traffic light are computed from these rows by
-- src/features/compliance/utils (unit-tested there).

-- ---------------------------------------------------------------------------------------------------
-- Catalogue
create table public.document_types (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[a-z0-9_]{2,40}$'),
  name text not null check (btrim(name) <> ''),
  description text,
  -- the legal ground, shown next to the type (e.g. 'LISR art. 27-V')
  legal_basis text,
  -- monthly: each calendar month; bimonthly: Jan-Feb, Mar-Apr...; four_monthly: Jan-Apr, May-Aug, Sep-Dec
  -- (ICSOE/SISUB); yearly: the calendar year; one_off: one document that stays until it expires (REPSE
  -- registration); on_change: delivered again only when something changes (no periods).
  periodicity text not null
    check (periodicity in ('monthly', 'bimonthly', 'four_monthly', 'yearly', 'one_off', 'on_change')),
  -- Due date of a period: day `due_day` (the month's last day when shorter) of the month `due_month_offset`
  -- months after the period's last month; e.g. 17 and 1 = the 17th of the following month.
  due_day smallint check (due_day between 1 and 31),
  due_month_offset smallint not null default 1 check (due_month_offset between 0 and 12),
  -- none; days_from_issue (an opinion counts `validity_days` days from its issue date); until_expiry (the
  -- document carries its own expiry date, e.g. the REPSE registration, three years).
  validity text not null default 'none' check (validity in ('none', 'days_from_issue', 'until_expiry')),
  validity_days smallint check (validity_days between 1 and 3660),
  -- global: one document for every client (the provider's own returns, opinions, registration);
  -- company: one per client company.
  scope text not null default 'company' check (scope in ('company', 'global')),
  -- false: only the companies listed in document_type_companies
  applies_to_all boolean not null default true,
  -- part of the evidence that makes a payment deductible (LISR 27-V, LIVA 5-II) for the month it was paid
  deductibility boolean not null default false,
  active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint document_types_validity_days check ((validity = 'days_from_issue') = (validity_days is not null)),
  constraint document_types_due_rule check (
    periodicity in ('one_off', 'on_change') or due_day is not null)
);
create index document_types_order_idx on public.document_types (sort_order, name);

create table public.document_type_companies (
  document_type_id uuid not null references public.document_types (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (document_type_id, company_id)
);
create index document_type_companies_company_idx on public.document_type_companies (company_id);

-- Whether a type is expected from a company (active, and for every company or listed for it).
create or replace function app.document_type_applies(p_type uuid, p_company uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.document_types t
    where t.id = p_type and t.active
      and (t.applies_to_all
        or exists (select 1 from public.document_type_companies c
                   where c.document_type_id = t.id and c.company_id = p_company))
  )
$$;
revoke all on function app.document_type_applies(uuid, uuid) from public;
grant execute on function app.document_type_applies(uuid, uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Documents gain their type from the catalogue, the file's fingerprint and size, and validity dates.
alter table public.documents add column document_type_id uuid references public.document_types (id)
  on delete restrict;
alter table public.documents add column sha256 text;
alter table public.documents add constraint documents_sha256_format check (sha256 is null or sha256 ~ '^[0-9a-f]{64}$');
alter table public.documents add column size_bytes bigint check (size_bytes is null or size_bytes >= 0);
alter table public.documents add column issued_on date;
alter table public.documents add column expires_on date;
alter table public.documents add constraint documents_expiry_after_issue
  check (expires_on is null or issued_on is null or expires_on >= issued_on);
create index documents_type_period_idx on public.documents (document_type_id, year, month);

-- A typed document follows its type: the label (document_type, kept for older screens) is the type's
-- name; a global type only as a global document and a company type only for a company; the expiry of an
-- opinion is its issue date plus the type's days; a registration must say when it expires.
create or replace function app.apply_document_type() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_type public.document_types;
begin
  if new.document_type_id is null then
    return new;
  end if;
  select * into v_type from public.document_types t where t.id = new.document_type_id;
  new.document_type := v_type.name;
  if v_type.scope = 'global' and not new.is_global then
    raise exception 'El tipo «%» es global: se publica para todos los clientes.', v_type.name
      using errcode = '23514';
  end if;
  if v_type.scope = 'company' and new.is_global then
    raise exception 'El tipo «%» es por empresa: elige la empresa.', v_type.name using errcode = '23514';
  end if;
  if v_type.validity = 'days_from_issue' then
    if new.issued_on is null then
      raise exception 'Indica la fecha de emisión de «%».', v_type.name using errcode = '23514';
    end if;
    new.expires_on := new.issued_on + v_type.validity_days;
  elsif v_type.validity = 'until_expiry' and new.expires_on is null then
    raise exception 'Indica la fecha de vencimiento de «%».', v_type.name using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function app.apply_document_type() from public;
grant execute on function app.apply_document_type() to anon, authenticated;

create trigger documents_apply_type before insert or update on public.documents
  for each row execute function app.apply_document_type();

-- Invoices gain the date they were paid: the month whose evidence makes the expense deductible.
alter table public.invoices add column paid_on date;

-- ---------------------------------------------------------------------------------------------------
-- Proof of delivery: when each document (or laboratory result) was published to each company, and when
-- each of the client's users first opened or downloaded it. Append-only: no write grant or policy, and a
-- trigger refuses updates, deletes and truncation even to roles that bypass RLS. No foreign keys: the
-- log outlives the document, the user and the company (it keeps the name and fingerprint it saw).
create table public.delivery_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  event text not null check (event in ('published', 'opened', 'downloaded')),
  company_id uuid,
  document_id uuid,
  laboratory_request_id uuid,
  item_name text not null,
  sha256 text,
  period_year smallint,
  period_month smallint,
  profile_id uuid,
  actor_email text,
  constraint delivery_events_one_item check ((document_id is null) <> (laboratory_request_id is null))
);
create index delivery_events_company_idx on public.delivery_events (company_id, occurred_at desc, id desc);
create index delivery_events_occurred_idx on public.delivery_events (occurred_at desc, id desc);
create index delivery_events_document_idx on public.delivery_events (document_id, event);
create index delivery_events_lab_idx on public.delivery_events (laboratory_request_id, event);
-- Only the first opening and the first download per user and item are kept.
create unique index delivery_events_first_document_idx on public.delivery_events (document_id, profile_id, event)
  where document_id is not null and event <> 'published';
create unique index delivery_events_first_lab_idx on public.delivery_events (laboratory_request_id, profile_id, event)
  where laboratory_request_id is not null and event <> 'published';

alter table public.delivery_events enable row level security;
revoke all on public.delivery_events from anon, authenticated;
grant select on public.delivery_events to anon, authenticated;

create policy delivery_events_select on public.delivery_events for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and company_id = (select app.current_company_id())));

create or replace function app.refuse_delivery_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'La bitácora de entregas no se puede modificar.' using errcode = '42501';
end;
$$;
revoke all on function app.refuse_delivery_change() from public;

create trigger delivery_events_append_only before update or delete on public.delivery_events
  for each row execute function app.refuse_delivery_change();
create trigger delivery_events_no_truncate before truncate on public.delivery_events
  for each statement execute function app.refuse_delivery_change();

-- Publication: a company document to its company; a global one to every company it applies to (every
-- company for an untyped global document). Again when the file is replaced (its url or fingerprint) or
-- the document moves to another company.
create or replace function app.log_document_published() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- (a fingerprint filled in for the first time is not a new file)
  if tg_op = 'UPDATE' and new.url is not distinct from old.url
    and (new.sha256 is not distinct from old.sha256 or old.sha256 is null)
    and new.company_id is not distinct from old.company_id and new.is_global = old.is_global then
    return new;
  end if;
  insert into public.delivery_events (event, company_id, document_id, item_name, sha256, period_year,
    period_month, profile_id, actor_email)
  select 'published', c.id, new.id, new.name, new.sha256, new.year, new.month, p.id, p.email
  from public.companies c
  left join public.profiles p on p.firebase_uid = app.firebase_uid()
  where (not new.is_global and c.id = new.company_id)
    or (new.is_global and (new.document_type_id is null or app.document_type_applies(new.document_type_id, c.id)));
  return new;
end;
$$;
revoke all on function app.log_document_published() from public;
grant execute on function app.log_document_published() to anon, authenticated;

create trigger documents_log_published after insert or update on public.documents
  for each row execute function app.log_document_published();

-- A laboratory result is published when its result link is set or replaced.
create or replace function app.log_result_published() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.result_url is null or (tg_op = 'UPDATE' and new.result_url is not distinct from old.result_url) then
    return new;
  end if;
  insert into public.delivery_events (event, company_id, laboratory_request_id, item_name, profile_id,
    actor_email)
  select 'published', new.company_id, new.id,
    new.request_type || coalesce(' · ' || nullif(btrim(new.patient_name), ''), ''), p.id, p.email
  from (select 1) one
  left join public.profiles p on p.firebase_uid = app.firebase_uid();
  return new;
end;
$$;
revoke all on function app.log_result_published() from public;
grant execute on function app.log_result_published() to anon, authenticated;

create trigger laboratory_requests_log_published after insert or update on public.laboratory_requests
  for each row execute function app.log_result_published();

-- The client's side: the portal calls this when one of a client's users opens or downloads a document or
-- a result. Only an active client of a company, on an item of its own company (or a global document that
-- applies to it), leaves a trace; the first opening and the first download per user count. Returns
-- whether a new entry was written. Admins and collaborators are not recipients: nothing is written.
create or replace function public.record_delivery(
  p_event text, p_document_id uuid default null, p_laboratory_request_id uuid default null
) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  v_profile public.profiles;
  v_doc public.documents;
  v_lab public.laboratory_requests;
  v_count integer;
begin
  if p_event is null or p_event not in ('opened', 'downloaded') then
    raise exception 'Evento de entrega no válido.' using errcode = '22023';
  end if;
  if (p_document_id is null) = (p_laboratory_request_id is null) then
    raise exception 'Indica un documento o un resultado.' using errcode = '22023';
  end if;
  select * into v_profile from public.profiles p where p.firebase_uid = app.firebase_uid() and p.active;
  if v_profile.id is null or v_profile.role <> 'client' or v_profile.company_id is null then
    return false;
  end if;
  if p_document_id is not null then
    select * into v_doc from public.documents d where d.id = p_document_id;
    if v_doc.id is null
      or (v_doc.is_global and v_doc.document_type_id is not null
          and not app.document_type_applies(v_doc.document_type_id, v_profile.company_id))
      or (not v_doc.is_global and v_doc.company_id is distinct from v_profile.company_id) then
      raise exception 'Documento no encontrado.' using errcode = 'P0002';
    end if;
    insert into public.delivery_events (event, company_id, document_id, item_name, sha256, period_year,
      period_month, profile_id, actor_email)
    values (p_event, v_profile.company_id, v_doc.id, v_doc.name, v_doc.sha256, v_doc.year, v_doc.month,
      v_profile.id, v_profile.email)
    on conflict do nothing;
  else
    select * into v_lab from public.laboratory_requests l where l.id = p_laboratory_request_id;
    if v_lab.id is null or v_lab.company_id is distinct from v_profile.company_id then
      raise exception 'Resultado no encontrado.' using errcode = 'P0002';
    end if;
    insert into public.delivery_events (event, company_id, laboratory_request_id, item_name, profile_id,
      actor_email)
    values (p_event, v_profile.company_id, v_lab.id,
      v_lab.request_type || coalesce(' · ' || nullif(btrim(v_lab.patient_name), ''), ''), v_profile.id,
      v_profile.email)
    on conflict do nothing;
  end if;
  get diagnostics v_count = row_count;
  return v_count > 0;
end;
$$;
revoke all on function public.record_delivery(text, uuid, uuid) from public;
grant execute on function public.record_delivery(text, uuid, uuid) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Visits: 'Estado de la cuenta' shows what is new since the user's previous visit. A visit is a return
-- after 30 minutes away; a reload within a visit keeps the same "previous".
create table public.account_visits (
  profile_id uuid primary key references public.profiles (id) on delete cascade,
  last_visit_at timestamptz not null default now(),
  previous_visit_at timestamptz
);
alter table public.account_visits enable row level security;
revoke all on public.account_visits from anon, authenticated;
grant select on public.account_visits to anon, authenticated;
create policy account_visits_select on public.account_visits for select to anon, authenticated
  using ((select app.is_admin()) or profile_id = (select app.current_profile_id()));

-- Records a visit of the caller and returns the start of its previous one (null on a first visit).
create or replace function public.touch_account_visit() returns timestamptz
language plpgsql security definer
set search_path = ''
as $$
declare
  v_profile uuid := app.current_profile_id();
  v_row public.account_visits;
begin
  if v_profile is null then
    raise exception 'Inicia sesión para continuar.' using errcode = '42501';
  end if;
  select * into v_row from public.account_visits v where v.profile_id = v_profile for update;
  if v_row.profile_id is null then
    insert into public.account_visits (profile_id) values (v_profile);
    return null;
  end if;
  if v_row.last_visit_at < now() - interval '30 minutes' then
    update public.account_visits set previous_visit_at = v_row.last_visit_at, last_visit_at = now()
      where profile_id = v_profile;
    return v_row.last_visit_at;
  end if;
  update public.account_visits set last_visit_at = now() where profile_id = v_profile;
  return v_row.previous_visit_at;
end;
$$;
revoke all on function public.touch_account_visit() from public;
grant execute on function public.touch_account_visit() to anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Catalogue RLS: every active user of the portal with a reason to read it (admins; clients, whose matrix
-- it drives) reads the types; a client reads only its own company's applicability rows. Admins write.
alter table public.document_types enable row level security;
alter table public.document_type_companies enable row level security;

create policy document_types_select on public.document_types for select to anon, authenticated
  using ((select app.is_admin()) or ((select app.is_client()) and (select app.current_company_id()) is not null));
create policy document_types_insert on public.document_types for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy document_types_update on public.document_types for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy document_types_delete on public.document_types for delete to anon, authenticated
  using ((select app.is_admin()));

create policy document_type_companies_select on public.document_type_companies for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and company_id = (select app.current_company_id())));
create policy document_type_companies_insert on public.document_type_companies for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy document_type_companies_delete on public.document_type_companies for delete to anon, authenticated
  using ((select app.is_admin()));
revoke update on public.document_type_companies from anon, authenticated;

create trigger document_types_touch_updated_at before update on public.document_types
  for each row execute function app.touch_updated_at();
create trigger document_types_audit after insert or update or delete on public.document_types
  for each row execute function app.audit_write();
create trigger document_type_companies_audit after insert or update or delete on public.document_type_companies
  for each row execute function app.audit_write();

revoke truncate, references, trigger on public.document_types, public.document_type_companies,
  public.delivery_events, public.account_visits from anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- The catalogue as first seeded: what the law names since the 2021 reform. A tax adviser must review it
-- before production; it is data, changed from 'Documentos (REPSE) › Catálogo'.
insert into public.document_types (code, name, description, legal_basis, periodicity, due_day, due_month_offset,
  validity, validity_days, scope, deductibility, sort_order)
values
  ('cfdi_nomina', 'CFDI de nómina de los trabajadores asignados',
   'Comprobantes de nómina de los trabajadores que prestaron el servicio al cliente en el mes.',
   'LISR art. 27-V; CFF art. 15-D', 'monthly', 17, 1, 'none', null, 'company', true, 10),
  ('isr_retenciones_declaracion', 'Declaración de retenciones de ISR por salarios',
   'Declaración mensual de las retenciones de ISR de los trabajadores.', 'LISR art. 27-V',
   'monthly', 17, 1, 'none', null, 'global', true, 20),
  ('isr_retenciones_pago', 'Acuse de pago de retenciones de ISR',
   'Comprobante del pago de las retenciones de ISR declaradas.', 'LISR art. 27-V',
   'monthly', 17, 1, 'none', null, 'global', true, 30),
  ('imss_cuotas_pago', 'Pago de cuotas obrero-patronales al IMSS',
   'Cédula de determinación (SUA) y comprobante de pago de las cuotas del mes.', 'LISR art. 27-V',
   'monthly', 17, 1, 'none', null, 'company', true, 40),
  ('infonavit_aportaciones_pago', 'Pago de aportaciones al INFONAVIT',
   'Comprobante del pago bimestral de aportaciones y amortizaciones.', 'LISR art. 27-V',
   'bimonthly', 17, 1, 'none', null, 'company', true, 50),
  ('iva_declaracion', 'Declaración de IVA',
   'Declaración mensual de IVA del proveedor.', 'LIVA art. 5-II', 'monthly', 17, 1, 'none', null,
   'global', true, 60),
  ('iva_acuse_pago', 'Acuse de recibo del pago de IVA',
   'Acuse de recibo del pago del IVA declarado.', 'LIVA art. 5-II', 'monthly', 17, 1, 'none', null,
   'global', true, 70),
  ('icsoe', 'Informe cuatrimestral ICSOE (IMSS)',
   'Información de contratos de servicios u obras especializados presentada al IMSS.', 'LSS art. 15-A',
   'four_monthly', 17, 1, 'none', null, 'company', false, 80),
  ('sisub', 'Informe cuatrimestral SISUB (INFONAVIT)',
   'Información de subcontratación presentada al INFONAVIT.', 'LINFONAVIT art. 29 Bis',
   'four_monthly', 17, 1, 'none', null, 'company', false, 90),
  ('opinion_sat', 'Opinión de cumplimiento SAT (32-D)',
   'Opinión positiva de cumplimiento de obligaciones fiscales.', 'CFF art. 32-D', 'monthly', 17, 1,
   'days_from_issue', 30, 'global', false, 100),
  ('opinion_imss', 'Opinión de cumplimiento IMSS',
   'Opinión positiva de cumplimiento en materia de seguridad social.', 'LSS art. 15-A', 'monthly', 17, 1,
   'days_from_issue', 30, 'global', false, 110),
  ('opinion_infonavit', 'Constancia de situación fiscal INFONAVIT',
   'Constancia de cumplimiento de obligaciones ante el INFONAVIT.', 'LINFONAVIT art. 29 Bis', 'monthly',
   17, 1, 'days_from_issue', 30, 'global', false, 120),
  ('registro_repse', 'Registro REPSE (STPS)',
   'Aviso de registro en el Padrón de Prestadoras de Servicios u Obras Especializadas; se renueva cada tres años.',
   'LFT art. 15', 'one_off', null, 1, 'until_expiry', null, 'global', false, 130);
