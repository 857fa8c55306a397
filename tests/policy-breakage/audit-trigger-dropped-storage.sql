-- caught by: tests/integration/audit-log.test.ts
-- Storage uploads and removals are no longer audited.
drop trigger objects_audit on storage.objects;
