-- Integrity under real use: certificates that follow an admin's decisions rather than side effects, and an
-- audit trail of every write whatever path made it.

-- ---------------------------------------------------------------------------------------------------
-- Certificates follow decisions.
-- The database issues a collaborator's certificate once: when the course becomes complete (a lesson's
-- first completion, or the passing attempt) and the person holds no certificate of that course yet, valid
-- or revoked. A revoked certificate stays revoked until an admin issues a new one
-- (public.issue_certificate). Issuing is serialized per person and course, so concurrent completions see
-- each other: neither both issue nor both miss the complete course.

-- Issues the certificate now (the course must be complete), unless a valid one exists: then that one.
-- Returns null when the course is not complete. Only the admin's public.issue_certificate and the
-- first-completion path below call it.
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
revoke all on function app.issue_certificate_now(uuid, uuid) from public;

-- The side-effect path (a lesson's first completion, a passing attempt in submit_quiz_attempt): issues only
-- when the person has no certificate of the course at all; returns the one it issued, else null.
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
  return app.issue_certificate_now(p_profile_id, p_course_id);
end;
$$;
revoke all on function app.issue_certificate_if_complete(uuid, uuid) from public;

-- Only a lesson's completion (the row goes from not completed to completed) may complete a course; a
-- later view of a completed lesson (the app's progress upsert) issues nothing.
create or replace function app.lesson_progress_issue() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.completed_at is not null and (tg_op = 'INSERT' or old.completed_at is null) then
    perform app.issue_certificate_if_complete(new.profile_id, new.course_id);
  end if;
  return null;
end;
$$;

-- An admin issues the certificate of a collaborator who completed the course but holds no valid one (after
-- a revocation, e.g. once the worker's data is corrected, or when the course became complete by an admin's
-- change). The new one copies today's data. A valid one is returned as it is.
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
  v_cert := app.issue_certificate_now(p_profile_id, p_course_id);
  if v_cert.id is null then
    raise exception 'El colaborador aún no completa el curso.' using errcode = '23514';
  end if;
  return v_cert;
end;
$$;

-- A document's publication is logged again only for a new file (its url, or a new fingerprint) or a new
-- recipient (company, global flag); a fingerprint filled in or cleared for the same file is not a new
-- publication, so an edit that leaves the file alone never logs one.
create or replace function app.log_document_published() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.url is not distinct from old.url
    and (new.sha256 is not distinct from old.sha256 or old.sha256 is null or new.sha256 is null)
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
