-- caught by: tests/integration/permission-matrix.test.ts
-- Consents readable by every signed-in caller: another company's client learns whose results were
-- released, and collaborators see them too.
drop policy lab_result_consents_select on public.lab_result_consents;
create policy lab_result_consents_select on public.lab_result_consents for select to anon, authenticated
  using (true);
