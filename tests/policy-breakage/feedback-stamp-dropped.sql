-- caught by: tests/integration/permission-matrix.test.ts
-- caught by tests: writes 'feedback'
-- The feedback stamping trigger is gone: sender, company and date come from the request body.
drop trigger feedback_stamp on public.feedback;
