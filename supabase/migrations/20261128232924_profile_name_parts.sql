-- The DC-3 and the DC-4 list write the worker's name as 'apellido paterno, apellido materno y nombre(s)',
-- so a profile holds the three parts; full_name stays as the display form ('Nombre(s) Paterno Materno')
-- that every screen, e-mail and view already reads, kept in sync by a trigger.
--
-- The rule that splits a full name into parts (existing rows, and any writer that still sends only
-- full_name): spaces are collapsed; one word is the given name; two words are the given name and the
-- apellido paterno; three or more words end with the apellido paterno and the apellido materno, and
-- everything before them is the given name(s). A compound surname ('de la Cruz') is split wrongly by it;
-- an admin corrects the parts in the user form, and the certificate data follows from the next issue.

alter table public.profiles add column given_names text;
alter table public.profiles add column last_name_paternal text;
alter table public.profiles add column last_name_maternal text;
alter table public.profiles add constraint profiles_name_parts_trimmed check (
  (given_names is null or (given_names = btrim(given_names) and given_names <> ''))
  and (last_name_paternal is null or (last_name_paternal = btrim(last_name_paternal) and last_name_paternal <> ''))
  and (last_name_maternal is null or (last_name_maternal = btrim(last_name_maternal) and last_name_maternal <> '')));
-- A surname never stands without a given name, nor the apellido materno without the paterno.
alter table public.profiles add constraint profiles_name_parts_order check (
  (last_name_paternal is null or given_names is not null)
  and (last_name_maternal is null or last_name_paternal is not null));

-- One part as stored: spaces collapsed and trimmed, empty as null.
create or replace function app.clean_name_part(p_part text) returns text
language sql immutable
set search_path = ''
as $$
  select nullif(btrim(regexp_replace(coalesce(p_part, ''), '\s+', ' ', 'g')), '')
$$;

-- The display name of the parts: 'Nombre(s) Paterno Materno', null without any.
create or replace function app.display_name(p_given_names text, p_paternal text, p_maternal text)
returns text
language sql immutable
set search_path = ''
as $$
  select nullif(concat_ws(' ', app.clean_name_part(p_given_names), app.clean_name_part(p_paternal),
    app.clean_name_part(p_maternal)), '')
$$;

-- The parts of a full name by the rule above.
create or replace function app.split_full_name(p_full_name text, out given_names text,
  out last_name_paternal text, out last_name_maternal text)
language plpgsql immutable
set search_path = ''
as $$
declare
  v_words text[] := regexp_split_to_array(app.clean_name_part(p_full_name), ' ');
  v_n int := coalesce(array_length(v_words, 1), 0);
begin
  if v_n = 1 then
    given_names := v_words[1];
  elsif v_n = 2 then
    given_names := v_words[1];
    last_name_paternal := v_words[2];
  elsif v_n >= 3 then
    given_names := array_to_string(v_words[1:v_n - 2], ' ');
    last_name_paternal := v_words[v_n - 1];
    last_name_maternal := v_words[v_n];
  end if;
end;
$$;

-- The parts are the truth: a write that sets any part rebuilds full_name from the parts (a full_name sent
-- with them is ignored); a write that sets only full_name (older clients, seeds) splits it by the rule.
create or replace function app.sync_profile_name() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_parts record;
begin
  new.given_names := app.clean_name_part(new.given_names);
  new.last_name_paternal := app.clean_name_part(new.last_name_paternal);
  new.last_name_maternal := app.clean_name_part(new.last_name_maternal);
  if tg_op = 'INSERT' then
    if coalesce(new.given_names, new.last_name_paternal, new.last_name_maternal) is null then
      v_parts := app.split_full_name(new.full_name);
      new.given_names := v_parts.given_names;
      new.last_name_paternal := v_parts.last_name_paternal;
      new.last_name_maternal := v_parts.last_name_maternal;
    end if;
  elsif (new.given_names, new.last_name_paternal, new.last_name_maternal)
      is not distinct from (old.given_names, old.last_name_paternal, old.last_name_maternal) then
    if new.full_name is not distinct from old.full_name then
      return new;
    end if;
    v_parts := app.split_full_name(new.full_name);
    new.given_names := v_parts.given_names;
    new.last_name_paternal := v_parts.last_name_paternal;
    new.last_name_maternal := v_parts.last_name_maternal;
  end if;
  new.full_name := app.display_name(new.given_names, new.last_name_paternal, new.last_name_maternal);
  return new;
end;
$$;

revoke all on function app.clean_name_part(text), app.display_name(text, text, text),
  app.split_full_name(text), app.sync_profile_name() from public;
-- The trigger runs with the writer's rights, so the writers call the pure helpers it uses.
grant execute on function app.clean_name_part(text), app.display_name(text, text, text),
  app.split_full_name(text) to anon, authenticated, service_role;

create trigger profiles_name_sync before insert or update on public.profiles
  for each row execute function app.sync_profile_name();

-- Existing profiles, by the rule; full_name is written back with its spaces collapsed (a blank one as null).
update public.profiles p
set (given_names, last_name_paternal, last_name_maternal, full_name) =
  (select s.given_names, s.last_name_paternal, s.last_name_maternal,
    app.display_name(s.given_names, s.last_name_paternal, s.last_name_maternal)
  from app.split_full_name(p.full_name) s)
where p.full_name is not null;

-- ---------------------------------------------------------------------------------------------------
-- Certificates copy the parts when issued, like the rest of the DC-3 data. Existing ones get them from
-- their worker_name by the same rule, except where worker_name is the username the issue fell back to (the
-- profile had no name then): those stay without parts, and their DC-3 is refused until an admin issues it
-- again with the person's name.
alter table public.certificates add column worker_given_names text;
alter table public.certificates add column worker_last_name_paternal text;
alter table public.certificates add column worker_last_name_maternal text;

update public.certificates c
set (worker_given_names, worker_last_name_paternal, worker_last_name_maternal) =
  (select s.given_names, s.last_name_paternal, s.last_name_maternal from app.split_full_name(c.worker_name) s)
where not exists (select 1 from public.profiles p where p.id = c.profile_id and p.username = c.worker_name);

-- As in 20261128091000_integrity_certificates_audit.sql, with the name parts copied too.
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
  insert into public.certificates (code, profile_id, course_id, company_id, worker_name, worker_given_names,
    worker_last_name_paternal, worker_last_name_maternal, curp, occupation, job_title, company_name,
    company_rfc, course_title, course_hours, thematic_area, training_agent, period_start, period_end, score)
  values (v_code, p_profile_id, p_course_id, v_company.id,
    coalesce(nullif(btrim(v_profile.full_name), ''), v_profile.username), v_profile.given_names,
    v_profile.last_name_paternal, v_profile.last_name_maternal, v_profile.curp, v_profile.occupation,
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
