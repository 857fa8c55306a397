-- caught by: tests/integration/admin-guard.test.ts
-- The last-admin guard is gone: an admin may deactivate, demote or delete itself.
drop trigger profiles_guard_last_admin on public.profiles;
