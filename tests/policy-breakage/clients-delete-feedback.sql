-- caught by: tests/integration/permission-matrix.test.ts
-- caught by tests: writes 'feedback'
-- Clients may delete their company's feedback.
drop policy feedback_delete on public.feedback;
create policy feedback_delete on public.feedback for delete to anon, authenticated
  using ((select app.is_admin()) or ((select app.is_client()) and company_id = (select app.current_company_id())));
