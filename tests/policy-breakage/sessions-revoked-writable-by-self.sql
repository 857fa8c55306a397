-- caught by: tests/integration/session-revocation.test.ts
-- The guard on sessions_revoked_at is gone: a person can undo the revocation of their own sessions.
drop trigger profiles_guard_sessions on public.profiles;
