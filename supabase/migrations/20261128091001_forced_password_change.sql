-- A forced password change enforced by the database. While a profile's must_change_password is set (the
-- account still has the temporary password an admin saw), the identity helpers every policy relies on
-- answer "nobody": no role, no profile, no company, so every table, view and Storage policy gives the
-- person nothing. Their own profile still comes through sync_my_profile (it reads by the token's uid), which
-- tells the app to ask for the new password. The flag clears only through a real change: the
-- `changepassword` Cloud Function sets the new password with the Admin SDK and then clears the flag with the
-- service role; complete_password_change, which cleared it for anyone holding the temporary password, is
-- gone.

create or replace function app.current_profile_id() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select p.id from public.profiles p
  where p.firebase_uid = app.firebase_uid() and p.active and not p.must_change_password
$$;

create or replace function app.current_app_role() returns text
language sql stable security definer
set search_path = ''
as $$
  select p.role from public.profiles p
  where p.firebase_uid = app.firebase_uid() and p.active and not p.must_change_password
$$;

create or replace function app.current_company_id() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select p.company_id from public.profiles p
  where p.firebase_uid = app.firebase_uid() and p.active and not p.must_change_password
$$;

-- The client's proof of delivery reads the caller's profile itself: the same rule, so a pending change
-- records no opening or download either.
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
  select * into v_profile from public.profiles p where p.id = app.current_profile_id();
  if v_profile.id is null or v_profile.role <> 'client' or v_profile.company_id is null then
    return false;
  end if;
  if p_document_id is not null then
    select * into v_doc from public.documents d where d.id = p_document_id;
    if v_doc.id is null
      or (v_doc.is_global and v_doc.document_type_id is not null
          and not app.document_type_applies(v_doc.document_type_id, v_profile.company_id))
      or (not v_doc.is_global and v_doc.company_id is distinct from v_profile.company_id) then
      raise exception 'Documento no encontrado.' using errcode = 'P0002';
    end if;
    insert into public.delivery_events (event, company_id, document_id, item_name, sha256, period_year,
      period_month, profile_id, actor_email)
    values (p_event, v_profile.company_id, v_doc.id, v_doc.name, v_doc.sha256, v_doc.year, v_doc.month,
      v_profile.id, v_profile.email)
    on conflict do nothing;
  else
    select * into v_lab from public.laboratory_requests l where l.id = p_laboratory_request_id;
    if v_lab.id is null or v_lab.company_id is distinct from v_profile.company_id then
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

drop function public.complete_password_change();
