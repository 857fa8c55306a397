-- caught by: tests/integration/compliance-catalogue.test.ts
-- The catalogue readable by every signed-in profile (the client-with-company condition forgotten):
-- collaborators and clients without a company read it too.
drop policy document_types_select on public.document_types;
create policy document_types_select on public.document_types for select to anon, authenticated
  using ((select app.is_admin()) or (select app.current_profile_id()) is not null);
