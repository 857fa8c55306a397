-- Profiles come only from an admin now (the createuser function makes the account and its profile
-- together; sign-up from a browser is closed). sync_my_profile therefore no longer creates a profile for an
-- unknown account: a token whose profile was deleted, or an account left without one, gets a refusal
-- (42501, which ends the session in the app) instead of a new company-less client. Linking a profile an
-- admin prepared without an account (by verified e-mail) stays.
create or replace function public.sync_my_profile() returns public.profile_with_company
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid text := app.firebase_uid();
  v_email text := lower(btrim(auth.jwt() ->> 'email'));
  v_profile public.profiles;
  v_result public.profile_with_company;
begin
  if v_uid is null then
    raise exception 'No hay usuario autenticado.' using errcode = '42501';
  end if;

  select * into v_profile from public.profiles where firebase_uid = v_uid;

  if not found then
    if coalesce(v_email, '') = '' then
      raise exception 'El token no incluye un correo electrónico.' using errcode = '22023';
    end if;
    select * into v_profile from public.profiles where email = v_email for update;
    if not found then
      raise exception 'Tu cuenta no tiene acceso al portal. Pide acceso a tu proveedor.' using errcode = '42501';
    elsif v_profile.firebase_uid is not null then
      raise exception 'El correo electrónico ya está en uso por otra cuenta de Firebase vinculada.'
        using errcode = 'P0001';
    elsif coalesce((auth.jwt() ->> 'email_verified')::boolean, false) is not true then
      -- Linking hands over a profile an admin prepared (its company's data): only to someone who proved
      -- they own the address.
      raise exception 'Verifica tu correo electrónico para vincular tu perfil.' using errcode = 'P0001';
    end if;
    update public.profiles
      set firebase_uid = v_uid, active = true
      where id = v_profile.id
      returning * into v_profile;
  end if;

  if not v_profile.active then
    raise exception 'Tu cuenta ha sido deshabilitada.' using errcode = '42501';
  end if;

  select v_profile.id, v_profile.email, v_profile.username, v_profile.firebase_uid, v_profile.role,
    v_profile.active, v_profile.must_change_password, v_profile.company_id, c.name,
    v_profile.full_name, v_profile.service_type, v_profile.month_start, v_profile.year_start,
    v_profile.avatar_url, v_profile.created_at, v_profile.updated_at
  into v_result
  from (select 1) as one
  left join public.companies c on c.id = v_profile.company_id;
  return v_result;
end;
$$;

-- A revocation only moves forward through the API: an admin may close someone's sessions (a later moment)
-- but not reopen them by clearing or moving the moment back; the account functions' service role may.
create or replace function app.guard_sessions_revoked() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.sessions_revoked_at is distinct from old.sessions_revoked_at
    and current_user in ('anon', 'authenticated')
    and (not app.is_admin() or new.sessions_revoked_at is null
      or new.sessions_revoked_at < coalesce(old.sessions_revoked_at, '-infinity'::timestamptz)) then
    raise exception 'No tienes permiso para modificar estos datos del perfil.' using errcode = '42501';
  end if;
  return new;
end;
$$;
