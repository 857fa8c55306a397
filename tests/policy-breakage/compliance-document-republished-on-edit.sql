-- caught by: tests/integration/compliance-deliveries.test.ts
-- Clearing a document's fingerprint (the same file) logs a new publication to its company.
create or replace function app.log_document_published() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.url is not distinct from old.url
    and (new.sha256 is not distinct from old.sha256 or old.sha256 is null)
    and new.company_id is not distinct from old.company_id and new.is_global = old.is_global then
    return new;
  end if;
  insert into public.delivery_events (event, company_id, document_id, item_name, sha256, period_year,
    period_month, profile_id, actor_email)
  select 'published', c.id, new.id, new.name, new.sha256, new.year, new.month, p.id, p.email
  from public.companies c
  left join public.profiles p on p.firebase_uid = app.firebase_uid()
  where (not new.is_global and c.id = new.company_id)
    or (new.is_global and (new.document_type_id is null or app.document_type_applies(new.document_type_id, c.id)));
  return new;
end;
$$;
