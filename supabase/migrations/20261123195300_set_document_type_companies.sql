-- The companies a catalogue type applies to, replaced in one call (issue 13, lists at scale). The screen
-- used to delete the companies no longer chosen with `company_id=in.(...)` in the request URL, which grows
-- with the number of companies (thousands of them pass the length servers accept); the ids now travel in
-- the request body, and the delete and the inserts happen in one transaction.
--
-- SECURITY INVOKER: the caller's own policies on document_type_companies (admins insert and delete) still
-- decide, and the audit trigger records each row change as the admin's write, exactly as when the screen
-- wrote the rows itself. The is_admin() check only makes a refusal explicit: under RLS alone, a caller
-- who may not delete would see its delete touch no row and the call succeed.
create or replace function public.set_document_type_companies(p_type_id uuid, p_company_ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not (select app.is_admin()) then
    raise exception 'Solo un administrador cambia las empresas de un tipo de documento.'
      using errcode = '42501';
  end if;
  delete from public.document_type_companies c
  where c.document_type_id = p_type_id
    and c.company_id <> all (coalesce(p_company_ids, '{}'));
  insert into public.document_type_companies (document_type_id, company_id)
  select distinct p_type_id, u.company_id
  from unnest(coalesce(p_company_ids, '{}')) as u (company_id)
  on conflict do nothing;
end
$$;

revoke all on function public.set_document_type_companies(uuid, uuid[]) from public;
grant execute on function public.set_document_type_companies(uuid, uuid[]) to anon, authenticated;
