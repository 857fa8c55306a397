-- The storage sweep's findings are part of the audit trail like every other write: the issues it records
-- or resolves (record_storage_sweep) and the moment the admins were e-mailed, all as the service.
create trigger storage_consistency_issues_audit after insert or update or delete
  on public.storage_consistency_issues
  for each row execute function app.audit_write();
