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

-- ---------------------------------------------------------------------------------------------------
-- A complete audit trail.
-- Every write made while serving an API request lands in audit_log, whatever made it: the caller's own
-- statement, a SECURITY DEFINER function (it runs as its owner, but the request's token is still there), a
-- trigger's side effect, or the service role. What runs outside any request (migrations, the seed, the SQL
-- editor, no request.jwt.claims at all) is not an API user and appends nothing.
-- The actor is the token's subject (app.firebase_uid(), which reads the request's token, so it also holds
-- inside definer functions). For the service role the actor is recorded as 'service', naming the person it
-- acted for when the server says so: the `x-portal-actor` request header (the Firebase uid; only the
-- holder of the service key can send it with that role), else the token's `sub` (Storage's signed
-- uploads carry their owner there).
create or replace function app.append_audit(
  p_action text, p_table text, p_row_id text, p_company_id uuid, p_changes jsonb
) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  v_uid text;
  v_role text;
  v_actor public.profiles;
begin
  if v_claims ->> 'role' = 'service_role' then
    v_role := 'service';
    v_uid := coalesce(
      nullif(btrim(nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-portal-actor'), ''),
      nullif(v_claims ->> 'sub', ''));
  else
    v_uid := app.firebase_uid();
  end if;
  if v_uid is not null then
    select * into v_actor from public.profiles p where p.firebase_uid = v_uid;
  end if;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id, company_id,
    changes)
  values (v_actor.id, v_actor.email, coalesce(v_role, v_actor.role), p_action, p_table, p_row_id,
    p_company_id, p_changes);
end;
$$;
revoke all on function app.append_audit(text, text, text, uuid, jsonb) from public;
grant execute on function app.append_audit(text, text, text, uuid, jsonb) to anon, authenticated, service_role;

-- Runs as whoever writes (the API role, a definer function's owner, the service role). Stamps that move
-- on their own (updated_at, Storage's last_accessed_at, a visit's last_visit_at) are not changes. The row
-- is named by its id, or by its key columns when it has no id (lesson progress, visits).
create or replace function app.audit_write() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_old jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_new jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_row jsonb := coalesce(v_new, v_old);
  v_changes jsonb;
  v_company uuid;
  v_row_id text;
begin
  if nullif(current_setting('request.jwt.claims', true), '') is null then
    return null;
  end if;
  if tg_table_schema = 'storage' then
    v_row_id := (v_row ->> 'bucket_id') || '/' || (v_row ->> 'name');
    v_company := case
      when split_part(v_row ->> 'name', '/', 1) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then split_part(v_row ->> 'name', '/', 1)::uuid
    end;
  else
    v_row_id := coalesce(v_row ->> 'id', nullif(concat_ws('/', v_row ->> 'profile_id', v_row ->> 'lesson_id'), ''));
    v_company := case when tg_table_name = 'companies' then (v_row ->> 'id')::uuid
      else (v_row ->> 'company_id')::uuid end;
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(jsonb_object_agg(n.key, jsonb_build_object('old', v_old -> n.key, 'new', n.value)),
        '{}'::jsonb)
      into v_changes
      from jsonb_each(v_new) n
      where n.key not in ('updated_at', 'last_accessed_at', 'last_visit_at')
        and (v_old -> n.key) is distinct from n.value;
    if v_changes = '{}'::jsonb then
      return null;
    end if;
  else
    v_changes := v_row - 'updated_at';
  end if;
  perform app.append_audit(lower(tg_op), tg_table_schema || '.' || tg_table_name, v_row_id, v_company,
    v_changes);
  return null;
end;
$$;
revoke all on function app.audit_write() from public;
grant execute on function app.audit_write() to anon, authenticated, service_role;

-- The proof-of-delivery log and the visits are written only by the database's functions; their writes
-- are audited like any other.
create trigger delivery_events_audit after insert or update or delete on public.delivery_events
  for each row execute function app.audit_write();
create trigger account_visits_audit after insert or update or delete on public.account_visits
  for each row execute function app.audit_write();
