-- caught by: tests/integration/audit-log.test.ts
-- The append-only trigger is gone: roles that bypass RLS (the service role) may edit and delete entries.
drop trigger audit_log_append_only on public.audit_log;
