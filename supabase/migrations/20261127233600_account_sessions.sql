-- Sessions closed everywhere: when an admin deactivates a user or anyone uses 'Cerrar sesión en todos los
-- dispositivos', the account functions revoke the person's Firebase refresh tokens and record the moment
-- here (Firebase's tokensValidAfterTime). An ID token issued for a sign-in before that moment (its
-- auth_time) still verifies for up to an hour, so the database refuses it itself, at once: the same rule
-- Firebase's verifyIdToken(token, checkRevoked) applies.

alter table public.profiles add column sessions_revoked_at timestamptz;

comment on column public.profiles.sessions_revoked_at is
  'Tokens of sign-ins before this moment are refused (set by the account functions, never by the person).';

-- The caller's uid, as before (iss and aud name an allowed project), unless the token belongs to a
-- sign-in before the active profile's sessions_revoked_at: then every request is refused with a Spanish
-- reason, so the app can tell the person why their session ended. An inactive profile is left to the
-- callers (current_profile_id sees no identity; sync_my_profile says the account is disabled).
create or replace function app.firebase_uid() returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_uid text;
  v_revoked timestamptz;
begin
  select nullif(auth.jwt() ->> 'sub', '') into v_uid
  from app.firebase_projects fp
  where auth.jwt() ->> 'iss' = 'https://securetoken.google.com/' || fp.project_id
    and auth.jwt() ->> 'aud' = fp.project_id
  limit 1;
  if v_uid is null then
    return null;
  end if;
  select p.sessions_revoked_at into v_revoked
  from public.profiles p
  where p.firebase_uid = v_uid and p.active;
  if v_revoked is not null
    and coalesce((auth.jwt() ->> 'auth_time')::numeric, 0) < extract(epoch from v_revoked) then
    raise exception 'Tu sesión se cerró en todos los dispositivos. Inicia sesión de nuevo.'
      using errcode = '42501', hint = 'session_revoked';
  end if;
  return v_uid;
end;
$$;

-- Only the account functions (service role) or an admin move the revocation moment; a person cannot
-- undo an admin's revocation of their own sessions.
create or replace function app.guard_sessions_revoked() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.sessions_revoked_at is distinct from old.sessions_revoked_at
    and current_user in ('anon', 'authenticated') and not app.is_admin() then
    raise exception 'No tienes permiso para modificar estos datos del perfil.' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke all on function app.guard_sessions_revoked() from public;

create trigger profiles_guard_sessions before update on public.profiles
  for each row execute function app.guard_sessions_revoked();
