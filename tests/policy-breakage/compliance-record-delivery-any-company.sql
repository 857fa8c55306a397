-- caught by: tests/integration/compliance-deliveries.test.ts
-- record_delivery without the company check: a client records (and so reads in its log) openings of
-- another company's documents and results.
create or replace function public.record_delivery(
  p_event text, p_document_id uuid default null, p_laboratory_request_id uuid default null
) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  v_profile public.profiles;
  v_doc public.documents;
  v_lab public.laboratory_requests;
  v_count integer;
begin
  if p_event is null or p_event not in ('opened', 'downloaded') then
    raise exception 'Evento de entrega no válido.' using errcode = '22023';
  end if;
  if (p_document_id is null) = (p_laboratory_request_id is null) then
    raise exception 'Indica un documento o un resultado.' using errcode = '22023';
  end if;
  select * into v_profile from public.profiles p where p.firebase_uid = app.firebase_uid() and p.active;
  if v_profile.id is null or v_profile.role <> 'client' or v_profile.company_id is null then
    return false;
  end if;
  if p_document_id is not null then
    select * into v_doc from public.documents d where d.id = p_document_id;
    if v_doc.id is null then
      raise exception 'Documento no encontrado.' using errcode = 'P0002';
    end if;
    insert into public.delivery_events (event, company_id, document_id, item_name, sha256, period_year,
      period_month, profile_id, actor_email)
    values (p_event, v_profile.company_id, v_doc.id, v_doc.name, v_doc.sha256, v_doc.year, v_doc.month,
      v_profile.id, v_profile.email)
    on conflict do nothing;
  else
    select * into v_lab from public.laboratory_requests l where l.id = p_laboratory_request_id;
    if v_lab.id is null then
      raise exception 'Resultado no encontrado.' using errcode = 'P0002';
    end if;
    insert into public.delivery_events (event, company_id, laboratory_request_id, item_name, profile_id,
      actor_email)
    values (p_event, v_profile.company_id, v_lab.id,
      v_lab.request_type || coalesce(' · ' || nullif(btrim(v_lab.patient_name), ''), ''), v_profile.id,
      v_profile.email)
    on conflict do nothing;
  end if;
  get diagnostics v_count = row_count;
  return v_count > 0;
end;
$$;
