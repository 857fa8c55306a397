-- caught by: tests/integration/stale-writes.test.ts
-- The version check runs after the touch trigger has stamped the new time, so it compares against that.
drop trigger companies_check_version on public.companies;
create trigger zz_companies_check_version before update on public.companies
  for each row execute function app.refuse_stale_write();
