-- caught by: tests/integration/permission-matrix.test.ts
-- caught by tests: writes 'feedback'
-- Clients may edit their company's feedback.
drop policy feedback_update on public.feedback;
create policy feedback_update on public.feedback for update to anon, authenticated
  using ((select app.is_admin()) or ((select app.is_client()) and company_id = (select app.current_company_id())))
  with check ((select app.is_admin()) or ((select app.is_client()) and company_id = (select app.current_company_id())));
