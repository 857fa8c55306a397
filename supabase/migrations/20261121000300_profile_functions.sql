-- Sign-in RPCs. They run as their owner (SECURITY DEFINER) because they must read or write profiles the
-- caller cannot see yet; each one derives identity from the verified token only, never from arguments.

-- What sync_my_profile returns: the profile row with its company's name flattened.
create type public.profile_with_company as (
  id uuid,
  email text,
  username text,
  firebase_uid text,
  role text,
  active boolean,
  must_change_password boolean,
  company_id uuid,
  company_name text,
  full_name text,
  service_type text,
  month_start smallint,
  year_start smallint,
  avatar_url text,
  created_at timestamptz,
  updated_at timestamptz
);

-- First sign-in: find the caller's profile by Firebase uid, else link an unlinked profile with the
-- token's (verified) email, else create a client profile. Role is never chosen by the caller.
create or replace function public.sync_my_profile() returns public.profile_with_company
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid text := app.firebase_uid();
  v_email text := lower(btrim(auth.jwt() ->> 'email'));
  v_profile public.profiles;
  v_base text;
  v_username text;
  v_n int := 1;
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
    if found and v_profile.firebase_uid is not null then
      raise exception 'El correo electrónico ya está en uso por otra cuenta de Firebase vinculada.'
        using errcode = 'P0001';
    elsif found and coalesce((auth.jwt() ->> 'email_verified')::boolean, false) is not true then
      -- Linking hands over a profile an admin prepared (its company's data): only to someone who proved
      -- they own the address, or anyone able to register that email in Firebase could claim it.
      raise exception 'Verifica tu correo electrónico para vincular tu perfil.' using errcode = 'P0001';
    elsif found then
      update public.profiles
        set firebase_uid = v_uid, active = true
        where id = v_profile.id
        returning * into v_profile;
    else
      v_base := coalesce(nullif(split_part(v_email, '@', 1), ''), 'usuario');
      v_username := v_base;
      while exists (select 1 from public.profiles where lower(username) = lower(v_username)) loop
        v_n := v_n + 1;
        v_username := v_base || v_n::text;
      end loop;
      insert into public.profiles (firebase_uid, email, username, role, active, month_start, year_start)
        values (v_uid, v_email, v_username, 'client', true,
          extract(month from now())::smallint, extract(year from now())::smallint)
        on conflict (firebase_uid) do nothing;
      -- A concurrent first sign-in of the same user may have inserted first: read whichever row won.
      select * into v_profile from public.profiles where firebase_uid = v_uid;
    end if;
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

-- Username sign-in: the email of an ACTIVE profile with that username, or null. Nothing else.
create or replace function public.resolve_login_email(p_username text) returns text
language sql stable security definer
set search_path = ''
as $$
  select p.email from public.profiles p
  where lower(p.username) = lower(btrim(p_username)) and p.active
  limit 1
$$;

-- Clears the forced-password flag of the caller only, after the identity service changed the password.
create or replace function public.complete_password_change() returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_id uuid := app.current_profile_id();
begin
  if v_id is null then
    raise exception 'No hay usuario autenticado.' using errcode = '42501';
  end if;
  update public.profiles set must_change_password = false where id = v_id;
end;
$$;

revoke all on function public.sync_my_profile(), public.resolve_login_email(text),
  public.complete_password_change() from public;
grant execute on function public.sync_my_profile(), public.resolve_login_email(text),
  public.complete_password_change() to anon, authenticated, service_role;
