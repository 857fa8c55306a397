-- The LMS (issue 11): courses with modules, lessons and one final quiz; assignments to a collaborator or
-- to every collaborator of a company; lesson progress, quiz attempts graded in the database, and STPS DC-3
-- certificates ("constancias de competencias o de habilidades laborales") issued by the database when a
-- course is complete, immutable once issued except for their revocation by an admin.
--
-- Who sees what:
--   admin (active)          manages everything, reads every progress, attempt and certificate;
--   collaborator (active)   reads the PUBLISHED courses assigned to it (to itself or to its company) with
--                           their modules, lessons and quiz settings, never the questions' answer key; writes
--                           only its own lesson progress; attempts and certificates only through functions;
--   client (active)         reads, through public.company_certificates, the valid certificates of the
--                           collaborators of its company (name, puesto, course, dates, code; no CURP);
--   anyone                  confirms a certificate by its code with public.verify_certificate.

-- The provider (the collaborators' employer) appears on the certificate of a collaborator that belongs to no
-- client company. One row, changed with SQL by whoever runs the project (see supabase/README.md).
create table app.lms_settings (
  id boolean primary key default true check (id),
  provider_name text not null check (btrim(provider_name) <> ''),
  provider_rfc text not null check (provider_rfc ~ '^[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{3}$')
);
revoke all on app.lms_settings from public, anon, authenticated;
insert into app.lms_settings (provider_name, provider_rfc)
values ('Servicios Integrales del Portal S.A. de C.V.', 'SIP000101AA1');

-- Áreas temáticas of the STPS catalogue (the DC-3 asks for the code).
create table public.courses (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> ''),
  description text,
  cover_url text,
  estimated_hours numeric(5, 1) not null check (estimated_hours > 0),
  thematic_area text not null
    check (thematic_area in ('1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000', '9000')),
  -- Agente capacitador: the instructor's name, or the STPS registration of an external agent.
  training_agent text not null check (btrim(training_agent) <> ''),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.course_modules (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  title text not null check (btrim(title) <> ''),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint course_modules_id_course_key unique (id, course_id)
);
create index course_modules_course_idx on public.course_modules (course_id, position);

-- A lesson shows a video (a link, or a file in the lms-media bucket), a PDF, or text (Markdown, rendered
-- without raw HTML). Its course_id repeats the module's, enforced by the composite key, so policies and
-- progress need no join.
create table public.lessons (
  id uuid primary key default gen_random_uuid(),
  module_id uuid not null,
  course_id uuid not null,
  title text not null check (btrim(title) <> ''),
  position integer not null default 0,
  content_type text not null check (content_type in ('video', 'pdf', 'text')),
  media_url text,
  body text,
  duration_minutes integer check (duration_minutes is null or duration_minutes > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint lessons_module_fk foreign key (module_id, course_id)
    references public.course_modules (id, course_id) on delete cascade,
  constraint lessons_content check (
    (content_type = 'text' and body is not null and btrim(body) <> '')
    or (content_type in ('video', 'pdf') and media_url is not null and btrim(media_url) <> ''))
);
create index lessons_course_idx on public.lessons (course_id);
create index lessons_module_idx on public.lessons (module_id, position);

-- One final quiz per course (optional). max_attempts null = unlimited.
create table public.quizzes (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  title text not null check (btrim(title) <> ''),
  passing_score integer not null default 80 check (passing_score between 1 and 100),
  max_attempts integer check (max_attempts is null or max_attempts between 1 and 20),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint quizzes_course_key unique (course_id),
  constraint quizzes_id_course_key unique (id, course_id)
);

-- Questions and options hold the answer key: only admins read these tables; a collaborator gets the
-- questions without it from public.quiz_for_attempt.
create table public.quiz_questions (
  id uuid primary key default gen_random_uuid(),
  quiz_id uuid not null references public.quizzes (id) on delete cascade,
  prompt text not null check (btrim(prompt) <> ''),
  multiple boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index quiz_questions_quiz_idx on public.quiz_questions (quiz_id, position);

create table public.quiz_options (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.quiz_questions (id) on delete cascade,
  label text not null check (btrim(label) <> ''),
  is_correct boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index quiz_options_question_idx on public.quiz_options (question_id, position);

-- An assignment names one collaborator or one company (then every collaborator of that company).
create table public.course_assignments (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  profile_id uuid references public.profiles (id) on delete cascade,
  company_id uuid references public.companies (id) on delete cascade,
  due_date date,
  assigned_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint course_assignments_target check (num_nonnulls(profile_id, company_id) = 1),
  constraint course_assignments_profile_key unique (course_id, profile_id),
  constraint course_assignments_company_key unique (course_id, company_id)
);
create index course_assignments_profile_idx on public.course_assignments (profile_id);
create index course_assignments_company_idx on public.course_assignments (company_id);

create table public.lesson_progress (
  profile_id uuid not null references public.profiles (id) on delete cascade,
  lesson_id uuid not null references public.lessons (id) on delete cascade,
  course_id uuid not null references public.courses (id) on delete cascade,
  started_at timestamptz not null default now(),
  last_viewed_at timestamptz not null default now(),
  completed_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (profile_id, lesson_id)
);
create index lesson_progress_course_idx on public.lesson_progress (course_id, profile_id);

create table public.quiz_attempts (
  id uuid primary key default gen_random_uuid(),
  quiz_id uuid not null,
  course_id uuid not null,
  profile_id uuid not null references public.profiles (id) on delete cascade,
  attempt_number integer not null check (attempt_number > 0),
  -- { question_id: [option_id, ...] } as sent; results: { question_id: true|false }.
  answers jsonb not null,
  results jsonb not null,
  score integer not null check (score between 0 and 100),
  passed boolean not null,
  submitted_at timestamptz not null default now(),
  constraint quiz_attempts_quiz_fk foreign key (quiz_id, course_id)
    references public.quizzes (id, course_id) on delete cascade,
  constraint quiz_attempts_number_key unique (quiz_id, profile_id, attempt_number)
);
create index quiz_attempts_profile_idx on public.quiz_attempts (profile_id, course_id);

-- The DC-3 data is copied when the certificate is issued, so a later change to the profile, company or
-- course never alters a constancia already delivered.
create table public.certificates (
  id uuid primary key default gen_random_uuid(),
  code text not null,
  profile_id uuid not null references public.profiles (id) on delete restrict,
  course_id uuid not null references public.courses (id) on delete restrict,
  -- A deleted company leaves its certificates (they carry its name and RFC) without the link.
  company_id uuid references public.companies (id) on delete set null,
  worker_name text not null,
  curp text,
  occupation text,
  job_title text,
  company_name text not null,
  company_rfc text,
  course_title text not null,
  course_hours numeric(5, 1) not null,
  thematic_area text not null,
  training_agent text not null,
  period_start date not null,
  period_end date not null,
  score integer,
  issued_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_reason text,
  revoked_by uuid references public.profiles (id) on delete set null,
  constraint certificates_code_key unique (code),
  constraint certificates_code_format check (code ~ '^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$'),
  constraint certificates_period check (period_start <= period_end),
  constraint certificates_revocation check (
    (revoked_at is null and revoked_reason is null and revoked_by is null)
    or (revoked_at is not null and revoked_reason is not null and btrim(revoked_reason) <> ''))
);
-- One valid certificate per collaborator and course; after a revocation a new one may be issued.
create unique index certificates_valid_key on public.certificates (profile_id, course_id)
  where revoked_at is null;
create index certificates_company_issued_idx on public.certificates (company_id, issued_at desc);
create index certificates_course_idx on public.certificates (course_id);

do $$
declare
  t text;
begin
  foreach t in array array['courses', 'course_modules', 'lessons', 'quizzes', 'quiz_questions', 'quiz_options',
    'course_assignments', 'lesson_progress']
  loop
    execute format('create trigger %I before update on public.%I '
      'for each row execute function app.touch_updated_at()', t || '_touch_updated_at', t);
  end loop;
  foreach t in array array['courses', 'course_modules', 'lessons', 'quizzes', 'quiz_questions', 'quiz_options',
    'course_assignments', 'lesson_progress', 'quiz_attempts', 'certificates']
  loop
    execute format('create trigger %I after insert or update or delete on public.%I '
      'for each row execute function app.audit_write()', t || '_audit', t);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- Helpers (SECURITY DEFINER: they read assignments and profiles whatever the caller may read).

-- Whether the caller is an active collaborator and the course is published and assigned to it, to itself
-- or to its company.
create or replace function app.lms_is_assigned(p_course_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(app.current_app_role() = 'collaborator', false)
    and exists (select 1 from public.courses c where c.id = p_course_id and c.published)
    and exists (
      select 1 from public.course_assignments a
      where a.course_id = p_course_id
        and (a.profile_id = app.current_profile_id()
          or (a.company_id is not null and a.company_id = app.current_company_id())))
$$;

-- The same for a storage folder name (the course id), without failing on names that are no uuid.
create or replace function app.lms_folder_assigned(p_folder text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select case
    when p_folder ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then app.lms_is_assigned(p_folder::uuid)
    else false
  end
$$;

revoke all on function app.lms_is_assigned(uuid), app.lms_folder_assigned(text) from public;
grant execute on function app.lms_is_assigned(uuid), app.lms_folder_assigned(text)
  to anon, authenticated, service_role;

-- Assignments name collaborators only. The trigger runs as the caller (current_user tells an API request
-- from the seed); the role lookup is a SECURITY DEFINER helper so a refused caller still meets RLS first.
create or replace function app.is_collaborator_profile(p_profile_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = p_profile_id and p.role = 'collaborator')
$$;
revoke all on function app.is_collaborator_profile(uuid) from public;
grant execute on function app.is_collaborator_profile(uuid) to anon, authenticated, service_role;

create or replace function app.check_assignment() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.profile_id is not null and not app.is_collaborator_profile(new.profile_id) then
    raise exception 'Solo se pueden asignar cursos a colaboradores.' using errcode = '23514';
  end if;
  if current_user in ('anon', 'authenticated') and tg_op = 'INSERT' then
    new.assigned_by := app.current_profile_id();
  end if;
  return new;
end;
$$;
revoke all on function app.check_assignment() from public;
grant execute on function app.check_assignment() to anon, authenticated;
create trigger course_assignments_check before insert or update on public.course_assignments
  for each row execute function app.check_assignment();

-- A published course must be takeable: at least one lesson, and a quiz (when it has one) whose every
-- question has options and a right answer (exactly one for a single-answer question).
create or replace function app.course_problems(p_course_id uuid) returns text[]
language sql stable security definer
set search_path = ''
as $$
  select array_remove(array[
    case when not exists (select 1 from public.lessons l where l.course_id = p_course_id)
      then 'El curso no tiene lecciones.' end,
    case when exists (select 1 from public.quizzes q where q.course_id = p_course_id)
      and not exists (select 1 from public.quizzes q join public.quiz_questions qq on qq.quiz_id = q.id
        where q.course_id = p_course_id)
      then 'La evaluación no tiene preguntas.' end,
    case when exists (
      select 1 from public.quizzes q join public.quiz_questions qq on qq.quiz_id = q.id
      where q.course_id = p_course_id
        and ((select count(*) from public.quiz_options o where o.question_id = qq.id) < 2
          or (select count(*) from public.quiz_options o where o.question_id = qq.id and o.is_correct) = 0
          or (not qq.multiple
            and (select count(*) from public.quiz_options o where o.question_id = qq.id and o.is_correct) > 1)))
      then 'Cada pregunta necesita al menos dos opciones y su respuesta correcta (solo una si es de opción única).'
      end
  ], null)
$$;
revoke all on function app.course_problems(uuid) from public;
grant execute on function app.course_problems(uuid) to anon, authenticated, service_role;

create or replace function app.check_course_publish() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_problems text[];
begin
  if new.published and (tg_op = 'INSERT' or not old.published) then
    v_problems := app.course_problems(new.id);
    if cardinality(v_problems) > 0 then
      raise exception 'No se puede publicar el curso: %', array_to_string(v_problems, ' ')
        using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function app.check_course_publish() from public;
grant execute on function app.check_course_publish() to anon, authenticated;
create trigger courses_check_publish before insert or update on public.courses
  for each row execute function app.check_course_publish();

-- Progress rows belong to the caller and to the lesson's course, whatever the request says. The trigger
-- runs as the caller (current_user tells an API request from the seed); the lesson's course comes from a
-- SECURITY DEFINER lookup.
create or replace function app.lesson_course_id(p_lesson_id uuid) returns uuid
language sql stable security definer
set search_path = ''
as $$
  select l.course_id from public.lessons l where l.id = p_lesson_id
$$;
revoke all on function app.lesson_course_id(uuid) from public;
grant execute on function app.lesson_course_id(uuid) to anon, authenticated, service_role;

create or replace function app.stamp_lesson_progress() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.course_id := app.lesson_course_id(new.lesson_id);
  if current_user in ('anon', 'authenticated') and not app.is_admin() then
    new.profile_id := app.current_profile_id();
    new.last_viewed_at := now();
    if tg_op = 'INSERT' then
      new.started_at := now();
    else
      new.started_at := old.started_at;
      -- A lesson once completed stays completed (the certificate period rests on it).
      if old.completed_at is not null then
        new.completed_at := old.completed_at;
      end if;
    end if;
    if new.completed_at is not null and (tg_op = 'INSERT' or old.completed_at is null) then
      new.completed_at := now();
    end if;
  end if;
  return new;
end;
$$;
revoke all on function app.stamp_lesson_progress() from public;
grant execute on function app.stamp_lesson_progress() to anon, authenticated;
create trigger lesson_progress_stamp before insert or update on public.lesson_progress
  for each row execute function app.stamp_lesson_progress();

-- Whether a collaborator has completed a course: every lesson completed and, when the course has a quiz,
-- an attempt passed.
create or replace function app.course_complete(p_profile_id uuid, p_course_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.lessons l where l.course_id = p_course_id)
    and not exists (
      select 1 from public.lessons l
      where l.course_id = p_course_id
        and not exists (select 1 from public.lesson_progress lp
          where lp.lesson_id = l.id and lp.profile_id = p_profile_id and lp.completed_at is not null))
    and (not exists (select 1 from public.quizzes q where q.course_id = p_course_id)
      or exists (select 1 from public.quiz_attempts a
        where a.course_id = p_course_id and a.profile_id = p_profile_id and a.passed))
$$;
revoke all on function app.course_complete(uuid, uuid) from public;

-- Issues the certificate when the course is complete and none is valid yet; returns the valid one (or
-- null). Called by the database after a lesson is completed or a quiz passed.
create or replace function app.issue_certificate_if_complete(p_profile_id uuid, p_course_id uuid)
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
  v_code text;
begin
  select * into v_cert from public.certificates c
  where c.profile_id = p_profile_id and c.course_id = p_course_id and c.revoked_at is null;
  if found then
    return v_cert;
  end if;
  if not app.course_complete(p_profile_id, p_course_id) then
    return null;
  end if;
  select * into v_profile from public.profiles p where p.id = p_profile_id;
  select * into v_course from public.courses c where c.id = p_course_id;
  select * into v_company from public.companies c where c.id = v_profile.company_id;
  select * into v_settings from app.lms_settings;
  loop
    v_code := upper(substr(md5(gen_random_uuid()::text), 1, 12));
    v_code := substr(v_code, 1, 4) || '-' || substr(v_code, 5, 4) || '-' || substr(v_code, 9, 4);
    exit when not exists (select 1 from public.certificates c where c.code = v_code);
  end loop;
  insert into public.certificates (code, profile_id, course_id, company_id, worker_name, curp, occupation,
    job_title, company_name, company_rfc, course_title, course_hours, thematic_area, training_agent,
    period_start, period_end, score)
  values (v_code, p_profile_id, p_course_id, v_company.id,
    coalesce(nullif(btrim(v_profile.full_name), ''), v_profile.username), v_profile.curp, v_profile.occupation,
    v_profile.job_title, coalesce(v_company.name, v_settings.provider_name),
    case when v_company.id is null then v_settings.provider_rfc else v_company.rfc end,
    v_course.title, v_course.estimated_hours, v_course.thematic_area, v_course.training_agent,
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
revoke all on function app.issue_certificate_if_complete(uuid, uuid) from public;

create or replace function app.lesson_progress_issue() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.completed_at is not null then
    perform app.issue_certificate_if_complete(new.profile_id, new.course_id);
  end if;
  return null;
end;
$$;
revoke all on function app.lesson_progress_issue() from public;
grant execute on function app.lesson_progress_issue() to anon, authenticated;
create trigger lesson_progress_issue after insert or update on public.lesson_progress
  for each row execute function app.lesson_progress_issue();

-- Certificates: written only by the database; through the API an admin may only revoke one (reason
-- required; when and by whom are stamped here), once. Nobody deletes one through the API.
create or replace function app.guard_certificate() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  if tg_op = 'DELETE' then
    raise exception 'Una constancia emitida no se puede eliminar; revócala.' using errcode = '42501';
  end if;
  if old.revoked_at is not null then
    raise exception 'La constancia ya está revocada.' using errcode = '42501';
  end if;
  if (to_jsonb(new) - 'revoked_at' - 'revoked_reason' - 'revoked_by')
      is distinct from (to_jsonb(old) - 'revoked_at' - 'revoked_reason' - 'revoked_by') then
    raise exception 'Una constancia emitida no se puede modificar.' using errcode = '42501';
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
revoke all on function app.guard_certificate() from public;
grant execute on function app.guard_certificate() to anon, authenticated;
create trigger certificates_guard before update or delete on public.certificates
  for each row execute function app.guard_certificate();

-- ---------------------------------------------------------------------------------------------------
-- Functions the app calls (schema public, so exposed as /rpc/...).

-- The quiz of an assigned course for the collaborator to answer: questions and options without the answer
-- key, plus the caller's attempts so far. Admins get it too (preview).
create or replace function public.quiz_for_attempt(p_course_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_quiz public.quizzes;
begin
  if not (app.is_admin() or app.lms_is_assigned(p_course_id)) then
    raise exception 'No tienes acceso a este curso.' using errcode = '42501';
  end if;
  select * into v_quiz from public.quizzes q where q.course_id = p_course_id;
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'id', v_quiz.id,
    'title', v_quiz.title,
    'passing_score', v_quiz.passing_score,
    'max_attempts', v_quiz.max_attempts,
    'attempts_used', (select count(*) from public.quiz_attempts a
      where a.quiz_id = v_quiz.id and a.profile_id = app.current_profile_id()),
    'questions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', qq.id, 'prompt', qq.prompt, 'multiple', qq.multiple,
        'options', coalesce((select jsonb_agg(jsonb_build_object('id', o.id, 'label', o.label)
          order by o.position, o.id) from public.quiz_options o where o.question_id = qq.id), '[]'::jsonb))
        order by qq.position, qq.id)
      from public.quiz_questions qq where qq.quiz_id = v_quiz.id), '[]'::jsonb));
end;
$$;
revoke all on function public.quiz_for_attempt(uuid) from public;
grant execute on function public.quiz_for_attempt(uuid) to anon, authenticated;

-- Grades an attempt in the database. p_answers: { "<question id>": ["<option id>", ...] }. A question
-- counts when the chosen options are exactly its right ones; the score is the percentage of questions
-- right. Refused when the course is not assigned, the quiz is already passed or no attempts are left.
create or replace function public.submit_quiz_attempt(p_course_id uuid, p_answers jsonb)
returns public.quiz_attempts
language plpgsql security definer
set search_path = ''
as $$
declare
  v_quiz public.quizzes;
  v_me uuid := app.current_profile_id();
  v_used integer;
  v_results jsonb;
  v_total integer;
  v_right integer;
  v_score integer;
  v_attempt public.quiz_attempts;
begin
  if not app.lms_is_assigned(p_course_id) then
    raise exception 'No tienes acceso a este curso.' using errcode = '42501';
  end if;
  if p_answers is null or jsonb_typeof(p_answers) <> 'object' then
    raise exception 'Las respuestas no tienen el formato esperado.' using errcode = '22023';
  end if;
  select * into v_quiz from public.quizzes q where q.course_id = p_course_id;
  if not found then
    raise exception 'Este curso no tiene evaluación.' using errcode = 'P0002';
  end if;
  -- One attempt at a time per collaborator and quiz.
  perform pg_advisory_xact_lock(hashtext(v_quiz.id::text || v_me::text));
  if exists (select 1 from public.quiz_attempts a where a.quiz_id = v_quiz.id and a.profile_id = v_me
      and a.passed) then
    raise exception 'Ya aprobaste esta evaluación.' using errcode = '23514';
  end if;
  select count(*) into v_used from public.quiz_attempts a where a.quiz_id = v_quiz.id and a.profile_id = v_me;
  if v_quiz.max_attempts is not null and v_used >= v_quiz.max_attempts then
    raise exception 'Ya usaste los % intentos permitidos.', v_quiz.max_attempts using errcode = '23514';
  end if;

  select coalesce(jsonb_object_agg(qq.id::text, (
      select coalesce(array_agg(o.id order by o.id) filter (where o.is_correct), '{}')
        = coalesce((
          select array_agg(distinct x.v::uuid order by x.v::uuid)
          from jsonb_array_elements_text(
            case when jsonb_typeof(p_answers -> qq.id::text) = 'array' then p_answers -> qq.id::text
              else '[]'::jsonb end) x(v)
          where x.v ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'), '{}')
      from public.quiz_options o where o.question_id = qq.id)), '{}'::jsonb),
    count(*)
    into v_results, v_total
  from public.quiz_questions qq where qq.quiz_id = v_quiz.id;
  if v_total = 0 then
    raise exception 'La evaluación no tiene preguntas.' using errcode = '23514';
  end if;
  select count(*) into v_right from jsonb_each(v_results) r where r.value = 'true'::jsonb;
  v_score := floor(v_right * 100.0 / v_total);

  insert into public.quiz_attempts (quiz_id, course_id, profile_id, attempt_number, answers, results, score,
    passed)
  values (v_quiz.id, p_course_id, v_me, v_used + 1, p_answers, v_results, v_score,
    v_score >= v_quiz.passing_score)
  returning * into v_attempt;
  if v_attempt.passed then
    perform app.issue_certificate_if_complete(v_me, p_course_id);
  end if;
  return v_attempt;
end;
$$;
revoke all on function public.submit_quiz_attempt(uuid, jsonb) from public;
grant execute on function public.submit_quiz_attempt(uuid, jsonb) to anon, authenticated;

-- An admin issues the certificate of a collaborator who completed the course but holds no valid one (after
-- a revocation, e.g. once the worker's data is corrected). The new one copies today's data.
create or replace function public.issue_certificate(p_profile_id uuid, p_course_id uuid)
returns public.certificates
language plpgsql security definer
set search_path = ''
as $$
declare
  v_cert public.certificates;
begin
  if not app.is_admin() then
    raise exception 'Solo un administrador puede emitir constancias.' using errcode = '42501';
  end if;
  v_cert := app.issue_certificate_if_complete(p_profile_id, p_course_id);
  if v_cert.id is null then
    raise exception 'El colaborador aún no completa el curso.' using errcode = '23514';
  end if;
  return v_cert;
end;
$$;
revoke all on function public.issue_certificate(uuid, uuid) from public;
grant execute on function public.issue_certificate(uuid, uuid) to anon, authenticated;

-- Public verification of a certificate by its code: only the name, the course, the dates and whether it is
-- valid. Null when no certificate has that code.
create or replace function public.verify_certificate(p_code text)
returns table (worker_name text, course_title text, course_hours numeric, period_start date,
  period_end date, issued_at timestamptz, revoked boolean, revoked_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select c.worker_name, c.course_title, c.course_hours, c.period_start, c.period_end, c.issued_at,
    c.revoked_at is not null, c.revoked_at
  from public.certificates c
  where c.code = upper(btrim(p_code))
$$;
revoke all on function public.verify_certificate(text) from public;
grant execute on function public.verify_certificate(text) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Views.

-- Progress per course and collaborator of every effective assignment (a company assignment counts for
-- each collaborator of the company). Runs with the caller's rights: an admin sees every row, a
-- collaborator only its own (it reads only its own profile, assignments, progress and attempts).
create view public.course_progress with (security_invoker = true) as
with targets as (
  select a.course_id, p.id as profile_id, min(a.due_date) as due_date, min(a.created_at) as assigned_at
  from public.course_assignments a
  join public.profiles p on p.role = 'collaborator'
    and (p.id = a.profile_id or (a.company_id is not null and p.company_id = a.company_id))
  group by a.course_id, p.id
)
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
  on cert.course_id = t.course_id and cert.profile_id = t.profile_id and cert.revoked_at is null;

-- The valid certificates of the collaborators of the caller's company, for a client auditing the
-- provider's staff: no CURP, no RFC, nothing revoked. Runs as its owner, so the filter below is the whole
-- access rule (an admin sees every company's).
create view public.company_certificates with (security_barrier = true) as
select c.id, c.code, c.profile_id, c.company_id, c.worker_name, c.job_title, c.occupation, c.course_id,
  c.course_title, c.course_hours, c.thematic_area, c.period_start, c.period_end, c.issued_at
from public.certificates c
where c.revoked_at is null
  and (app.is_admin()
    or (app.is_client() and c.company_id is not null and c.company_id = app.current_company_id()));
revoke all on public.company_certificates from anon, authenticated;
grant select on public.company_certificates to anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Row-level security.

alter table public.courses enable row level security;
alter table public.course_modules enable row level security;
alter table public.lessons enable row level security;
alter table public.quizzes enable row level security;
alter table public.quiz_questions enable row level security;
alter table public.quiz_options enable row level security;
alter table public.course_assignments enable row level security;
alter table public.lesson_progress enable row level security;
alter table public.quiz_attempts enable row level security;
alter table public.certificates enable row level security;

-- Course content: admins manage it; an assigned collaborator reads a published course's.
create policy courses_select on public.courses for select to anon, authenticated
  using ((select app.is_admin()) or app.lms_is_assigned(id));
create policy course_modules_select on public.course_modules for select to anon, authenticated
  using ((select app.is_admin()) or app.lms_is_assigned(course_id));
create policy lessons_select on public.lessons for select to anon, authenticated
  using ((select app.is_admin()) or app.lms_is_assigned(course_id));
create policy quizzes_select on public.quizzes for select to anon, authenticated
  using ((select app.is_admin()) or app.lms_is_assigned(course_id));
-- The answer key: admins only.
create policy quiz_questions_select on public.quiz_questions for select to anon, authenticated
  using ((select app.is_admin()));
create policy quiz_options_select on public.quiz_options for select to anon, authenticated
  using ((select app.is_admin()));
-- Assignments: a collaborator reads those that reach it (of published courses).
create policy course_assignments_select on public.course_assignments for select to anon, authenticated
  using ((select app.is_admin())
    or (app.lms_is_assigned(course_id)
      and (profile_id = (select app.current_profile_id())
        or (company_id is not null and company_id = (select app.current_company_id())))));

-- Writes to course content and assignments: admins only.
create policy courses_insert on public.courses for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy courses_update on public.courses for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy courses_delete on public.courses for delete to anon, authenticated
  using ((select app.is_admin()));
create policy course_modules_insert on public.course_modules for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy course_modules_update on public.course_modules for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy course_modules_delete on public.course_modules for delete to anon, authenticated
  using ((select app.is_admin()));
create policy lessons_insert on public.lessons for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy lessons_update on public.lessons for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy lessons_delete on public.lessons for delete to anon, authenticated
  using ((select app.is_admin()));
create policy quizzes_insert on public.quizzes for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy quizzes_update on public.quizzes for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy quizzes_delete on public.quizzes for delete to anon, authenticated
  using ((select app.is_admin()));
create policy quiz_questions_insert on public.quiz_questions for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy quiz_questions_update on public.quiz_questions for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy quiz_questions_delete on public.quiz_questions for delete to anon, authenticated
  using ((select app.is_admin()));
create policy quiz_options_insert on public.quiz_options for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy quiz_options_update on public.quiz_options for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy quiz_options_delete on public.quiz_options for delete to anon, authenticated
  using ((select app.is_admin()));
create policy course_assignments_insert on public.course_assignments for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy course_assignments_update on public.course_assignments for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy course_assignments_delete on public.course_assignments for delete to anon, authenticated
  using ((select app.is_admin()));

-- Progress: a collaborator records its own, on lessons of courses assigned to it; admins read all and may
-- reset (delete) it.
create policy lesson_progress_select on public.lesson_progress for select to anon, authenticated
  using ((select app.is_admin()) or profile_id = (select app.current_profile_id()));
create policy lesson_progress_insert on public.lesson_progress for insert to anon, authenticated
  with check (profile_id = (select app.current_profile_id()) and app.lms_is_assigned(course_id));
create policy lesson_progress_update on public.lesson_progress for update to anon, authenticated
  using (profile_id = (select app.current_profile_id()) and app.lms_is_assigned(course_id))
  with check (profile_id = (select app.current_profile_id()) and app.lms_is_assigned(course_id));
create policy lesson_progress_delete on public.lesson_progress for delete to anon, authenticated
  using ((select app.is_admin()));

-- Attempts are written only by submit_quiz_attempt; admins may delete them (to give attempts back).
create policy quiz_attempts_select on public.quiz_attempts for select to anon, authenticated
  using ((select app.is_admin()) or profile_id = (select app.current_profile_id()));
create policy quiz_attempts_delete on public.quiz_attempts for delete to anon, authenticated
  using ((select app.is_admin()));

-- Certificates: the collaborator reads its own, admins all and may revoke (the guard allows nothing else).
create policy certificates_select on public.certificates for select to anon, authenticated
  using ((select app.is_admin()) or profile_id = (select app.current_profile_id()));
create policy certificates_update on public.certificates for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));

revoke insert, update on public.quiz_attempts from anon, authenticated;
revoke insert, delete on public.certificates from anon, authenticated;
revoke truncate, references, trigger on public.courses, public.course_modules, public.lessons, public.quizzes,
  public.quiz_questions, public.quiz_options, public.course_assignments, public.lesson_progress,
  public.quiz_attempts, public.certificates from anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Storage: covers, videos and PDFs of the courses, under `<course_id>/<file>` in the lms-media bucket.
-- Admins write; an assigned collaborator reads its published courses' files.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('lms-media', 'lms-media', false, 209715200,
  array['video/mp4', 'video/webm', 'application/pdf', 'image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update set
  public = excluded.public, file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy lms_objects_select on storage.objects for select to anon, authenticated
  using (bucket_id = 'lms-media'
    and ((select app.is_admin()) or app.lms_folder_assigned((storage.foldername(name))[1])));
create policy lms_objects_insert on storage.objects for insert to anon, authenticated
  with check (bucket_id = 'lms-media' and (select app.is_admin()));
create policy lms_objects_update on storage.objects for update to anon, authenticated
  using (bucket_id = 'lms-media' and (select app.is_admin()))
  with check (bucket_id = 'lms-media' and (select app.is_admin()));
create policy lms_objects_delete on storage.objects for delete to anon, authenticated
  using (bucket_id = 'lms-media' and (select app.is_admin()));
create policy lms_bucket_select on storage.buckets for select to anon, authenticated
  using (id = 'lms-media' and (select app.is_admin()));
