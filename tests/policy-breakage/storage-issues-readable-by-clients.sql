-- caught by: tests/integration/storage-consistency.test.ts
-- caught by tests: who sees it
-- Every signed-in caller reads the storage sweep's findings (other companies' file names and row ids).
drop policy storage_consistency_issues_select on public.storage_consistency_issues;
create policy storage_consistency_issues_select on public.storage_consistency_issues
  for select to anon, authenticated
  using (true);
