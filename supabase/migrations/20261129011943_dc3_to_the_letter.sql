-- The DC-3 ("Constancia de competencias o de habilidades laborales") with every field of the STPS format,
-- and no constancia issued without the data the format requires.
--
-- Course: the agente capacitador is internal (the employer's own instructor: the DC-3 names the employer)
-- or external (an institution or independent instructor registered with the STPS: the DC-3 names it with
-- its registration number); the instructor or tutor who signs is named on every course.
-- Employer: the patrón o representante legal and the representante de los trabajadores (member of the
-- Comisión Mixta de Capacitación, Adiestramiento y Productividad, required when the employer has more than
-- 50 workers) sign every constancia of that employer, whatever the course, so they belong to the company
-- (and to app.lms_settings for the provider's own staff), not to the course.
-- Every one of these is copied onto the certificate when it is issued, like the rest of the DC-3 data.
--
-- Issue-time rule (app.dc3_problems): the worker needs an apellido paterno, nombre(s) and a CURP (the
-- apellido materno may be absent: RENAPO issues CURPs to people with a single surname), and the employer a
-- valid RFC with homoclave. The admin's issue is refused with the reason; the automatic issue on course
-- completion skips the certificate instead of failing the learner's lesson or quiz, and the progress
-- report shows the reason (course_progress.certificate_blocker) until an admin issues it.

-- ---------------------------------------------------------------------------------------------------
-- Courses.
alter table public.courses rename column training_agent to instructor_name;
alter table public.courses add column training_agent_type text not null default 'internal'
  constraint courses_training_agent_type check (training_agent_type in ('internal', 'external'));
alter table public.courses add column external_agent_name text;
alter table public.courses add column external_agent_registration text;
alter table public.courses add constraint courses_external_agent check (
  case training_agent_type
    when 'external' then coalesce(btrim(external_agent_name), '') <> ''
      and coalesce(btrim(external_agent_registration), '') <> ''
    else external_agent_name is null and external_agent_registration is null
  end);

-- ---------------------------------------------------------------------------------------------------
-- Employers' signatories.
alter table public.companies add column legal_representative text;
alter table public.companies add column workers_representative text;
alter table public.companies add constraint companies_representatives_trimmed check (
  (legal_representative is null or (legal_representative = btrim(legal_representative) and legal_representative <> ''))
  and (workers_representative is null
    or (workers_representative = btrim(workers_representative) and workers_representative <> '')));

alter table app.lms_settings add column provider_legal_representative text;
alter table app.lms_settings add column provider_workers_representative text;

-- ---------------------------------------------------------------------------------------------------
-- Certificates keep what they were issued with. training_agent is what the DC-3 prints as "Nombre del
-- agente capacitador o STPS" (the external agent, or the employer for an internal instructor). Columns are
-- null on certificates issued before this migration.
alter table public.certificates add column training_agent_type text
  constraint certificates_training_agent_type check (training_agent_type in ('internal', 'external'));
alter table public.certificates add column training_agent_registration text;
alter table public.certificates add column instructor_name text;
alter table public.certificates add column employer_representative text;
alter table public.certificates add column workers_representative text;

-- ---------------------------------------------------------------------------------------------------
-- The employer's RFC as the DC-3 asks for it: a persona moral (3 letters) or física (4), a real date of
-- registration, a homoclave, and not one of the SAT's generic RFCs (público en general, extranjeros),
-- which name no employer.
create or replace function app.is_employer_rfc(p_rfc text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
declare
  v_date text;
begin
  if p_rfc is null or p_rfc !~ '^[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{3}$'
    or p_rfc in ('XAXX010101000', 'XEXX010101000') then
    return false;
  end if;
  v_date := substr(p_rfc, length(p_rfc) - 8, 6);
  perform make_date(2000 + substr(v_date, 1, 2)::int, substr(v_date, 3, 2)::int, substr(v_date, 5, 2)::int);
  return true;
exception when datetime_field_overflow or invalid_datetime_format then
  return false;
end;
$$;

-- Why a DC-3 cannot be issued for this worker now (in Spanish, for the admin), or null when it can.
create or replace function app.dc3_problems(p_profile_id uuid) returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_profile public.profiles;
  v_missing text[];
  v_employer text;
  v_rfc text;
begin
  select * into v_profile from public.profiles p where p.id = p_profile_id;
  v_missing := array_remove(array[
    case when v_profile.last_name_paternal is null then 'apellido paterno' end,
    case when v_profile.given_names is null then 'nombre(s)' end,
    case when v_profile.curp is null then 'CURP' end], null);
  if cardinality(v_missing) > 0 then
    return format('No se puede emitir la constancia DC-3: faltan datos del trabajador (%s). '
      'Complétalos en Usuarios y vuelve a emitirla.', array_to_string(v_missing, ', '));
  end if;
  if v_profile.company_id is null then
    select s.provider_name, s.provider_rfc into v_employer, v_rfc from app.lms_settings s;
  else
    select c.name, c.rfc into v_employer, v_rfc from public.companies c where c.id = v_profile.company_id;
  end if;
  if v_rfc is null then
    return format('No se puede emitir la constancia DC-3: la empresa %s no tiene RFC registrado. '
      'Agrégalo en Perfiles Cliente y vuelve a emitirla.', v_employer);
  end if;
  if not app.is_employer_rfc(v_rfc) then
    return format('No se puede emitir la constancia DC-3: el RFC de la empresa %s (%s) no es válido; '
      'la constancia pide el RFC con homoclave de la empresa.', v_employer, v_rfc);
  end if;
  return null;
end;
$$;
revoke all on function app.is_employer_rfc(text), app.dc3_problems(uuid) from public;
-- course_progress runs with the caller's rights and shows the reason.
grant execute on function app.is_employer_rfc(text), app.dc3_problems(uuid) to anon, authenticated, service_role;

-- As in 20261128232924_profile_name_parts.sql, refusing the certificate without the DC-3 data and copying
-- the agente capacitador, the instructor and the employer's signatories.
create or replace function app.issue_certificate_now(p_profile_id uuid, p_course_id uuid)
returns public.certificates
language plpgsql security definer
set search_path = ''
as $$
declare
  v_cert public.certificates;
  v_profile public.profiles;
  v_course public.courses;
  v_company public.companies;
  v_settings app.lms_settings;
  v_problem text;
  v_employer text;
  v_code text;
begin
  perform pg_advisory_xact_lock(hashtext('certificate:' || p_profile_id::text || ':' || p_course_id::text));
  select * into v_cert from public.certificates c
  where c.profile_id = p_profile_id and c.course_id = p_course_id and c.revoked_at is null;
  if found then
    return v_cert;
  end if;
  if not app.course_complete(p_profile_id, p_course_id) then
    return null;
  end if;
  v_problem := app.dc3_problems(p_profile_id);
  if v_problem is not null then
    raise exception '%', v_problem using errcode = '23514';
  end if;
  select * into v_profile from public.profiles p where p.id = p_profile_id;
  select * into v_course from public.courses c where c.id = p_course_id;
  select * into v_company from public.companies c where c.id = v_profile.company_id;
  select * into v_settings from app.lms_settings;
  v_employer := coalesce(v_company.name, v_settings.provider_name);
  loop
    v_code := upper(substr(md5(gen_random_uuid()::text), 1, 12));
    v_code := substr(v_code, 1, 4) || '-' || substr(v_code, 5, 4) || '-' || substr(v_code, 9, 4);
    exit when not exists (select 1 from public.certificates c where c.code = v_code);
  end loop;
  insert into public.certificates (code, profile_id, course_id, company_id, worker_name, worker_given_names,
    worker_last_name_paternal, worker_last_name_maternal, curp, occupation, job_title, company_name,
    company_rfc, course_title, course_hours, thematic_area, training_agent, training_agent_type,
    training_agent_registration, instructor_name, employer_representative, workers_representative,
    period_start, period_end, score)
  values (v_code, p_profile_id, p_course_id, v_company.id, v_profile.full_name, v_profile.given_names,
    v_profile.last_name_paternal, v_profile.last_name_maternal, v_profile.curp, v_profile.occupation,
    v_profile.job_title, v_employer,
    case when v_company.id is null then v_settings.provider_rfc else v_company.rfc end,
    v_course.title, v_course.estimated_hours, v_course.thematic_area,
    case when v_course.training_agent_type = 'external' then v_course.external_agent_name else v_employer end,
    v_course.training_agent_type, v_course.external_agent_registration, v_course.instructor_name,
    case when v_company.id is null then v_settings.provider_legal_representative
      else v_company.legal_representative end,
    case when v_company.id is null then v_settings.provider_workers_representative
      else v_company.workers_representative end,
    (select min(lp.started_at)::date from public.lesson_progress lp
      where lp.profile_id = p_profile_id and lp.course_id = p_course_id),
    -- The day the course was completed (the last lesson or the passing attempt), also when an admin
    -- issues it again later.
    greatest(
      (select max(lp.completed_at)::date from public.lesson_progress lp
        where lp.profile_id = p_profile_id and lp.course_id = p_course_id),
      (select min(a.submitted_at)::date from public.quiz_attempts a
        where a.profile_id = p_profile_id and a.course_id = p_course_id and a.passed)),
    (select max(a.score) from public.quiz_attempts a
      where a.profile_id = p_profile_id and a.course_id = p_course_id))
  returning * into v_cert;
  return v_cert;
end;
$$;
revoke all on function app.issue_certificate_now(uuid, uuid) from public;

-- The side-effect path (a lesson's first completion, a passing attempt): as in
-- 20261128091000_integrity_certificates_audit.sql, but a worker or employer without the DC-3 data gets no
-- certificate yet instead of a failed lesson or quiz; the progress report says why.
create or replace function app.issue_certificate_if_complete(p_profile_id uuid, p_course_id uuid)
returns public.certificates
language plpgsql security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('certificate:' || p_profile_id::text || ':' || p_course_id::text));
  if exists (select 1 from public.certificates c
      where c.profile_id = p_profile_id and c.course_id = p_course_id) then
    return null;
  end if;
  if app.dc3_problems(p_profile_id) is not null then
    return null;
  end if;
  return app.issue_certificate_now(p_profile_id, p_course_id);
end;
$$;
revoke all on function app.issue_certificate_if_complete(uuid, uuid) from public;

-- course_progress as in 20261128092000_course_progress_completed.sql, with certificate_blocker at the end:
-- for a completed course without a valid certificate, why the DC-3 cannot be issued (null when it can).
create or replace view public.course_progress with (security_invoker = true) as
with targets as (
  select a.course_id, p.id as profile_id, min(a.due_date) as due_date, min(a.created_at) as assigned_at
  from public.course_assignments a
  join public.profiles p on p.role = 'collaborator'
    and (p.id = a.profile_id or (a.company_id is not null and p.company_id = a.company_id))
  group by a.course_id, p.id
),
progress as (
  select
    t.course_id,
    c.title as course_title,
    c.published as course_published,
    t.profile_id,
    p.full_name,
    p.email,
    p.company_id,
    t.due_date,
    t.assigned_at,
    (select count(*) from public.lessons l where l.course_id = t.course_id)::integer as lessons_total,
    (select count(*) from public.lesson_progress lp
      where lp.course_id = t.course_id and lp.profile_id = t.profile_id and lp.completed_at is not null)::integer
      as lessons_completed,
    exists (select 1 from public.quizzes q where q.course_id = t.course_id) as has_quiz,
    (select count(*) from public.quiz_attempts a
      where a.course_id = t.course_id and a.profile_id = t.profile_id)::integer as attempts_used,
    (select max(a.score) from public.quiz_attempts a
      where a.course_id = t.course_id and a.profile_id = t.profile_id) as best_score,
    exists (select 1 from public.quiz_attempts a
      where a.course_id = t.course_id and a.profile_id = t.profile_id and a.passed) as quiz_passed,
    cert.id as certificate_id,
    cert.code as certificate_code,
    cert.issued_at as certificate_issued_at,
    greatest(
      (select max(lp.last_viewed_at) from public.lesson_progress lp
        where lp.course_id = t.course_id and lp.profile_id = t.profile_id),
      (select max(a.submitted_at) from public.quiz_attempts a
        where a.course_id = t.course_id and a.profile_id = t.profile_id)) as last_activity_at
  from targets t
  join public.courses c on c.id = t.course_id
  join public.profiles p on p.id = t.profile_id
  left join public.certificates cert
    on cert.course_id = t.course_id and cert.profile_id = t.profile_id and cert.revoked_at is null
),
completion as (
  select pr.*,
    (pr.certificate_id is not null
      or (pr.lessons_total > 0 and pr.lessons_completed >= pr.lessons_total
        and (not pr.has_quiz or pr.quiz_passed))) as completed
  from progress pr
)
select co.*,
  case when co.completed and co.certificate_id is null then app.dc3_problems(co.profile_id) end
    as certificate_blocker
from completion co;

-- ---------------------------------------------------------------------------------------------------
-- A collaborator's name is DC-3 data like its CURP: only an admin changes it (the DC-3 and the DC-4 are
-- signed "bajo protesta de decir verdad" by the employer, and the next constancia copies the profile). A
-- client's name is on no constancia and stays its own to edit. As in 20261122000100_admin_area.sql, with
-- a collaborator's name parts and full_name guarded too.
create or replace function app.guard_profile_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  if tg_op = 'INSERT' or current_user not in ('anon', 'authenticated') or app.is_admin() then
    return new;
  end if;
  if new.id is distinct from old.id
    or new.email is distinct from old.email
    or new.username is distinct from old.username
    or new.firebase_uid is distinct from old.firebase_uid
    or new.role is distinct from old.role
    or new.active is distinct from old.active
    or new.must_change_password is distinct from old.must_change_password
    or new.company_id is distinct from old.company_id
    or new.service_type is distinct from old.service_type
    or new.month_start is distinct from old.month_start
    or new.year_start is distinct from old.year_start
    or new.curp is distinct from old.curp
    or new.job_title is distinct from old.job_title
    or new.occupation is distinct from old.occupation
    or (old.role = 'collaborator'
      and (new.full_name is distinct from old.full_name
        or new.given_names is distinct from old.given_names
        or new.last_name_paternal is distinct from old.last_name_paternal
        or new.last_name_maternal is distinct from old.last_name_maternal))
    or new.created_at is distinct from old.created_at then
    raise exception 'No tienes permiso para modificar estos datos del perfil.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
