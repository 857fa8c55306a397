-- caught by: tests/integration/lms-revocation.test.ts
-- The issuing trigger runs on every write of a completed lesson, not only on its completion: a visit
-- issues the certificate of a course that became complete by an admin's change.
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
