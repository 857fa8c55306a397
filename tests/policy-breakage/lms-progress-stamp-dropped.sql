-- caught by: tests/integration/lms-progress.test.ts
-- The progress stamp is gone: owner, course and dates come from the request body.
drop trigger lesson_progress_stamp on public.lesson_progress;
