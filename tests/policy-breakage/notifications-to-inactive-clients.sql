-- caught by: tests/integration/notifications.test.ts
-- A published document also told to deactivated clients (the trigger forgets `active`).
create or replace function app.notify_documents_inserted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, category, event, company_id, title, body, link, item_table,
    item_id)
  select p.id, 'documents', 'document_published', d.company_id, 'Nuevo documento: ' || d.name,
    coalesce(c.name, 'Para todos los clientes') || ' · ' || app.notify_month(d.year, d.month),
    format('/dashboard/client?tab=repse&anio=%s&mes=%s&documento=%s', d.year, d.month, d.id),
    'documents', d.id
  from new_rows d
  join public.profiles p on p.role = 'client' and p.company_id is not null
    and (d.is_global or p.company_id = d.company_id)
  left join public.companies c on c.id = d.company_id;
  return null;
end;
$$;
