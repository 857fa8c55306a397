-- The answer key leaks: quiz options readable by every collaborator the course is assigned to.
drop policy quiz_options_select on public.quiz_options;
create policy quiz_options_select on public.quiz_options for select to anon, authenticated
  using ((select app.is_admin()) or exists (
    select 1 from public.quiz_questions qq join public.quizzes q on q.id = qq.quiz_id
    where qq.id = question_id and app.lms_is_assigned(q.course_id)));
drop policy quiz_questions_select on public.quiz_questions;
create policy quiz_questions_select on public.quiz_questions for select to anon, authenticated
  using ((select app.is_admin()) or exists (
    select 1 from public.quizzes q where q.id = quiz_id and app.lms_is_assigned(q.course_id)));
