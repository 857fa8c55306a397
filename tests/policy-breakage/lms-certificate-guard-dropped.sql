-- caught by: tests/integration/lms-progress.test.ts
-- The certificate guard is gone: an admin rewrites an issued DC-3 (or revokes it without a reason).
drop trigger certificates_guard on public.certificates;
