-- One rule for "completed": course_progress gains `completed`, true when the collaborator holds a valid
-- certificate of the course or has completed it (every lesson completed and, when the course has a
-- quiz, an attempt passed: app.course_complete's rule). The admin's report (its rows, its state filter and
-- its per-course summary) and the collaborator's course pages read this one column, so a course completed
-- whose certificate was revoked reads as completed everywhere, with no valid certificate beside it.
-- The view is the same otherwise (a column added at the end, same security_invoker).
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
)
select pr.*,
  (pr.certificate_id is not null
    or (pr.lessons_total > 0 and pr.lessons_completed >= pr.lessons_total
      and (not pr.has_quiz or pr.quiz_passed))) as completed
from progress pr;
