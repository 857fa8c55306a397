-- caught by: tests/integration/permission-matrix.test.ts
-- caught by tests: writes 'audit_log'
-- Authenticated callers may write the audit log: insert, update and delete granted, each with a
-- permissive policy (reads stay admin-only, so only the write cells can notice).
grant insert, update, delete on public.audit_log to authenticated;
create policy audit_log_insert on public.audit_log for insert to authenticated with check (true);
create policy audit_log_update on public.audit_log for update to authenticated using (true) with check (true);
create policy audit_log_delete on public.audit_log for delete to authenticated using (true);
