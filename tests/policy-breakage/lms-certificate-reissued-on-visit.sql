-- caught by: tests/integration/lms-revocation.test.ts tests/integration/lms-progress.test.ts
-- Every progress write of a completed lesson re-checks the course and issues a certificate whenever none is
-- valid: the app's upsert on the next visit brings a revoked certificate back.
create or replace function app.lesson_progress_issue() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.completed_at is not null then
    perform app.issue_certificate_now(new.profile_id, new.course_id);
  end if;
  return null;
end;
$$;
