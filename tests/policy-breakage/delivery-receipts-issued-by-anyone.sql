-- caught by: tests/integration/delivery-receipts.test.ts tests/integration/permission-matrix.test.ts
-- issue_delivery_receipt without its admin check: any caller, signed out too, issues receipts.
create or replace function public.issue_delivery_receipt(p_company_id uuid, p_month date)
returns public.delivery_receipts
language plpgsql security definer
set search_path = ''
as $$
begin
  return app.issue_delivery_receipt(p_company_id, p_month, app.current_profile_id());
end;
$$;
