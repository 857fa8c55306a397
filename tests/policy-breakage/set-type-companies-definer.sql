-- caught by: tests/integration/permission-matrix.test.ts tests/integration/type-companies-rpc.test.ts
-- caught by tests: set_document_type_companies
-- set_document_type_companies runs with its owner's rights and forgets the admin check: RLS on
-- document_type_companies no longer applies, so any caller (a client, the anon key) rewrites which
-- companies a catalogue type applies to.
create or replace function public.set_document_type_companies(p_type_id uuid, p_company_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.document_type_companies c
  where c.document_type_id = p_type_id
    and c.company_id <> all (coalesce(p_company_ids, '{}'));
  insert into public.document_type_companies (document_type_id, company_id)
  select distinct p_type_id, u.company_id
  from unnest(coalesce(p_company_ids, '{}')) as u (company_id)
  on conflict do nothing;
end
$$;
