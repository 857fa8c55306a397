-- Laboratory verdicts under consent. Lab results are sensitive personal data (datos personales sensibles,
-- LFPDPPP): what a client company receives is decided here, not on the screen.
--   * Each request may carry a verdict (apto, apto con restricciones, no apto) valid until a date.
--   * Per company, the admin chooses what its clients receive: the full result (resultado_completo, the
--     default) or only the verdict (solo_dictamen), with the clinical PDF of a request released only while
--     the worker's consent for it is recorded and not revoked.
--   * app.lab_result_released(request) is that one rule. A client reads a request row itself (notes and the
--     result's path included) only when it is released; otherwise only through client_lab_requests, which
--     masks the notes and the path. Its Storage object needs the rule too, and an access the client
--     recorded in the last minutes (record_lab_result_access): no result file leaves without an entry in
--     the access log, which answers a worker asking who saw its results.
-- Consents are per request, not per worker: a request names its patient only as free text (no profile, no
-- CURP), so matching one consent to "the same worker" across requests would rest on spellings.

-- ---------------------------------------------------------------------------------------------------
-- Release mode and verdicts
alter table public.companies add column lab_release_mode text not null default 'resultado_completo'
  constraint companies_lab_release_mode_check check (lab_release_mode in ('resultado_completo', 'solo_dictamen'));

alter table public.laboratory_requests
  add column verdict text
    constraint laboratory_requests_verdict_check check (verdict in ('apto', 'apto_con_restricciones', 'no_apto')),
  add column verdict_valid_until date,
  add column verdict_restrictions text,
  -- A verdict says until when it holds; no date without a verdict.
  add constraint laboratory_requests_verdict_validity check ((verdict is null) = (verdict_valid_until is null)),
  add constraint laboratory_requests_verdict_after_request
    check (verdict_valid_until is null or verdict_valid_until >= request_date),
  -- The restrictions are the verdict 'apto con restricciones' itself; any other verdict has none.
  add constraint laboratory_requests_verdict_restrictions check (
    case when verdict = 'apto_con_restricciones'
      then verdict_restrictions is not null and btrim(verdict_restrictions) <> ''
      else verdict_restrictions is null end);

-- The Storage rule finds a file's request by its reference.
create index laboratory_requests_result_url_idx on public.laboratory_requests (result_url)
  where result_url is not null;

-- ---------------------------------------------------------------------------------------------------
-- Consents: who consented (the worker's name as written on the consent), when, to what; revocable once
-- (when and by whom stamped), never deleted through the API; a new consent may follow a revoked one.
create table public.lab_result_consents (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  laboratory_request_id uuid not null references public.laboratory_requests (id) on delete cascade,
  worker_name text not null check (btrim(worker_name) <> ''),
  granted_on date not null,
  -- What the worker authorised, in its words (e.g. 'Entrega del resultado completo a Recursos Humanos').
  scope text not null check (btrim(scope) <> ''),
  recorded_by uuid references public.profiles (id) on delete set null,
  recorded_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_by uuid references public.profiles (id) on delete set null,
  revoked_reason text,
  constraint lab_result_consents_revocation check (
    (revoked_at is null and revoked_reason is null and revoked_by is null)
    or (revoked_at is not null and revoked_reason is not null and btrim(revoked_reason) <> ''))
);
-- One consent in force per request.
create unique index lab_result_consents_one_valid_idx on public.lab_result_consents (laboratory_request_id)
  where revoked_at is null;
create index lab_result_consents_company_idx on public.lab_result_consents (company_id, recorded_at desc);

-- A consent is for a request of its own company (the company is taken from the request when not given);
-- a caller with a profile (an API request) gets recorded_by and recorded_at stamped.
create or replace function app.check_lab_result_consent() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_company uuid;
begin
  select l.company_id into v_company from public.laboratory_requests l where l.id = new.laboratory_request_id;
  if not found then
    raise exception 'La solicitud de laboratorio del consentimiento no existe.' using errcode = '23503';
  end if;
  if new.company_id is null then
    new.company_id := v_company;
  elsif new.company_id <> v_company then
    raise exception 'No se puede registrar el consentimiento: la solicitud de laboratorio es de un trabajador de otra empresa.'
      using errcode = '23514';
  end if;
  if app.current_profile_id() is not null then
    new.recorded_by := app.current_profile_id();
    new.recorded_at := now();
    new.revoked_at := null;
    new.revoked_by := null;
    new.revoked_reason := null;
  end if;
  return new;
end;
$$;
revoke all on function app.check_lab_result_consent() from public;
grant execute on function app.check_lab_result_consent() to anon, authenticated;
create trigger lab_result_consents_check before insert on public.lab_result_consents
  for each row execute function app.check_lab_result_consent();

-- Through the API a consent is only revoked (reason required; when and by whom stamped here), once.
create or replace function app.guard_lab_result_consent() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  if tg_op = 'DELETE' then
    raise exception 'Un consentimiento registrado no se puede eliminar; revócalo.' using errcode = '42501';
  end if;
  if old.revoked_at is not null then
    raise exception 'El consentimiento ya está revocado; registra uno nuevo si el trabajador vuelve a consentir.'
      using errcode = '42501';
  end if;
  if (to_jsonb(new) - 'revoked_at' - 'revoked_reason' - 'revoked_by')
      is distinct from (to_jsonb(old) - 'revoked_at' - 'revoked_reason' - 'revoked_by') then
    raise exception 'Un consentimiento registrado no se puede modificar; revócalo y registra uno nuevo.'
      using errcode = '42501';
  end if;
  if new.revoked_reason is null or btrim(new.revoked_reason) = '' then
    raise exception 'Indica el motivo de la revocación.' using errcode = '23514';
  end if;
  new.revoked_reason := btrim(new.revoked_reason);
  new.revoked_at := now();
  new.revoked_by := app.current_profile_id();
  return new;
end;
$$;
revoke all on function app.guard_lab_result_consent() from public;
grant execute on function app.guard_lab_result_consent() to anon, authenticated;
create trigger lab_result_consents_guard before update or delete on public.lab_result_consents
  for each row execute function app.guard_lab_result_consent();

create trigger lab_result_consents_audit after insert or update or delete on public.lab_result_consents
  for each row execute function app.audit_write();

-- Admins record and revoke; a client reads its own company's consents (why a result is or is not open).
alter table public.lab_result_consents enable row level security;
create policy lab_result_consents_select on public.lab_result_consents for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and company_id = (select app.current_company_id())));
create policy lab_result_consents_insert on public.lab_result_consents for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy lab_result_consents_update on public.lab_result_consents for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
revoke delete, truncate, references, trigger on public.lab_result_consents from anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- The rule: a request's result is released to its company when the company receives full results, or a
-- consent for it is recorded and not revoked.
create or replace function app.lab_result_released(p_request_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.laboratory_requests l
    join public.companies c on c.id = l.company_id
    where l.id = p_request_id
      and (c.lab_release_mode = 'resultado_completo'
        or exists (select 1 from public.lab_result_consents k
                   where k.laboratory_request_id = l.id and k.revoked_at is null))
  )
$$;
revoke all on function app.lab_result_released(uuid) from public;
grant execute on function app.lab_result_released(uuid) to anon, authenticated, service_role;

-- A client reads a request row only when its result is released (otherwise client_lab_requests).
drop policy laboratory_requests_select on public.laboratory_requests;
create policy laboratory_requests_select on public.laboratory_requests for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and company_id = (select app.current_company_id())
      and app.lab_result_released(id)));

-- ---------------------------------------------------------------------------------------------------
-- Who consulted each result: every client access (not only the first, unlike the delivery log), with the
-- ground it was released on. Append-only; no foreign keys, so it outlives the request and the user.
create table public.lab_result_accesses (
  id bigint generated always as identity primary key,
  accessed_at timestamptz not null default now(),
  laboratory_request_id uuid not null,
  company_id uuid not null,
  item_name text not null,
  profile_id uuid,
  actor_email text,
  actor_name text,
  basis text not null check (basis in ('resultado_completo', 'consentimiento')),
  consent_id uuid
);
create index lab_result_accesses_request_idx on public.lab_result_accesses (laboratory_request_id, accessed_at desc);
create index lab_result_accesses_profile_idx on public.lab_result_accesses (profile_id, laboratory_request_id, accessed_at desc);
create index lab_result_accesses_company_idx on public.lab_result_accesses (company_id, accessed_at desc);

alter table public.lab_result_accesses enable row level security;
revoke all on public.lab_result_accesses from anon, authenticated;
grant select on public.lab_result_accesses to anon, authenticated;
create policy lab_result_accesses_select on public.lab_result_accesses for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and company_id = (select app.current_company_id())));

create or replace function app.refuse_lab_access_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'La bitácora de consultas de resultados no se puede modificar.' using errcode = '42501';
end;
$$;
revoke all on function app.refuse_lab_access_change() from public;
create trigger lab_result_accesses_append_only before update or delete on public.lab_result_accesses
  for each row execute function app.refuse_lab_access_change();
create trigger lab_result_accesses_no_truncate before truncate on public.lab_result_accesses
  for each statement execute function app.refuse_lab_access_change();

-- The portal calls this before opening a result: an active client of the request's company, on a released
-- result, leaves an entry (and its first download in the delivery log) and gets the file's reference.
-- Refusals: 42501 (not a client of a company, or the result is not released), P0002 (no such result).
create or replace function public.record_lab_result_access(p_laboratory_request_id uuid) returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  v_profile public.profiles;
  v_lab public.laboratory_requests;
  v_mode text;
  v_consent uuid;
  v_item text;
begin
  select * into v_profile from public.profiles p where p.id = app.current_profile_id();
  if v_profile.id is null or v_profile.role <> 'client' or v_profile.company_id is null then
    raise exception 'Solo los usuarios de la empresa consultan sus resultados.' using errcode = '42501';
  end if;
  select * into v_lab from public.laboratory_requests l where l.id = p_laboratory_request_id;
  if v_lab.id is null or v_lab.company_id is distinct from v_profile.company_id or v_lab.result_url is null then
    raise exception 'Resultado no encontrado.' using errcode = 'P0002';
  end if;
  select c.lab_release_mode into v_mode from public.companies c where c.id = v_lab.company_id;
  select k.id into v_consent from public.lab_result_consents k
    where k.laboratory_request_id = v_lab.id and k.revoked_at is null;
  if not app.lab_result_released(v_lab.id) then
    raise exception 'El resultado no está disponible: tu empresa recibe solo el dictamen y no hay consentimiento vigente del trabajador.'
      using errcode = '42501';
  end if;
  v_item := v_lab.request_type || coalesce(' · ' || nullif(btrim(v_lab.patient_name), ''), '');
  insert into public.lab_result_accesses (laboratory_request_id, company_id, item_name, profile_id,
    actor_email, actor_name, basis, consent_id)
  values (v_lab.id, v_lab.company_id, v_item, v_profile.id, v_profile.email, v_profile.full_name,
    case when v_mode = 'resultado_completo' then 'resultado_completo' else 'consentimiento' end,
    case when v_mode = 'resultado_completo' then null else v_consent end);
  insert into public.delivery_events (event, company_id, laboratory_request_id, item_name, profile_id,
    actor_email)
  values ('downloaded', v_lab.company_id, v_lab.id, v_item, v_profile.id, v_profile.email)
  on conflict do nothing;
  return v_lab.result_url;
end;
$$;
revoke all on function public.record_lab_result_access(uuid) from public;
grant execute on function public.record_lab_result_access(uuid) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Storage: a client reads a file of lab-results only when a released request of its company references it
-- and it recorded an access to that request in the last few minutes (the signed URL is made right after).
create or replace function app.lab_result_file_released(p_name text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.laboratory_requests l
    where l.result_url = 'storage://lab-results/' || p_name
      and l.company_id = app.current_company_id()
      and app.lab_result_released(l.id)
      and exists (select 1 from public.lab_result_accesses a
                  where a.laboratory_request_id = l.id and a.profile_id = app.current_profile_id()
                    and a.accessed_at > now() - interval '5 minutes')
  )
$$;
revoke all on function app.lab_result_file_released(text) from public;
grant execute on function app.lab_result_file_released(text) to anon, authenticated, service_role;

drop policy portal_objects_select on storage.objects;
create policy portal_objects_select on storage.objects for select to anon, authenticated
  using (
    bucket_id in (select id from app.portal_buckets)
    and ((select app.is_admin())
      or ((select app.is_client()) and (select app.current_company_id()) is not null
        and (bucket_id <> 'lab-results' or app.lab_result_file_released(name))
        and ((storage.foldername(name))[1] = (select app.current_company_id())::text
          or ((storage.foldername(name))[1] = 'global'
            and bucket_id in (select id from app.portal_buckets where has_global_folder)))))
  );

-- ---------------------------------------------------------------------------------------------------
-- The client's list: every request of its company with status and verdict, whether a result exists and
-- is released, and the date of the consent in force; the notes only when released, and never the file's
-- path (record_lab_result_access hands it over, logged). Runs with its owner's rights (the rows of an
-- unreleased request are not readable by the client in the table) and filters by the caller itself;
-- security_barrier keeps the caller's filters from running before that one. Read-only.
create view public.client_lab_requests with (security_barrier = true) as
select l.id, l.company_id, l.request_type, l.patient_name, l.request_date, l.status,
  l.verdict, l.verdict_valid_until, l.verdict_restrictions,
  case when r.released then l.notes end as notes,
  l.result_url is not null as has_result,
  r.released,
  c.lab_release_mode as release_mode,
  (select k.granted_on from public.lab_result_consents k
   where k.laboratory_request_id = l.id and k.revoked_at is null) as consent_granted_on,
  l.updated_at
from public.laboratory_requests l
join public.companies c on c.id = l.company_id
cross join lateral (select app.lab_result_released(l.id) as released) r
where (select app.is_admin())
  or ((select app.is_client()) and l.company_id = (select app.current_company_id()))
  -- (the service role, which reads every table past RLS, reads every row here too)
  or current_user = 'service_role';

revoke all on public.client_lab_requests from anon, authenticated;
grant select on public.client_lab_requests to anon, authenticated;
