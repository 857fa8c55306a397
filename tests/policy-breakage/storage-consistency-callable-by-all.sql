-- caught by: tests/integration/storage-consistency.test.ts
-- caught by tests: who sees it
-- The consistency check (every object and every file reference of every company) is callable through the
-- API by anyone, not only the service role.
grant execute on function public.storage_consistency(integer) to anon, authenticated;
