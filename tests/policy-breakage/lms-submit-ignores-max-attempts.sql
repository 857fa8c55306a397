-- caught by: tests/integration/lms-progress.test.ts
-- submit_quiz_attempt ignores max_attempts: unlimited retries until the collaborator passes.
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
