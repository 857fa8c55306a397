-- caught by: tests/integration/compliance-catalogue.test.ts
-- apply_document_type without the scope check: a company's payroll published to every client, or a
-- provider-wide return filed under one company.
create or replace function app.apply_document_type() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_type public.document_types;
begin
  if new.document_type_id is null then
    return new;
  end if;
  select * into v_type from public.document_types t where t.id = new.document_type_id;
  new.document_type := v_type.name;
  if v_type.validity = 'days_from_issue' then
    if new.issued_on is null then
      raise exception 'Indica la fecha de emisión de «%».', v_type.name using errcode = '23514';
    end if;
    new.expires_on := new.issued_on + v_type.validity_days;
  elsif v_type.validity = 'until_expiry' and new.expires_on is null then
    raise exception 'Indica la fecha de vencimiento de «%».', v_type.name using errcode = '23514';
  end if;
  return new;
end;
$$;
