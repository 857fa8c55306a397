-- caught by: tests/integration/session-revocation.test.ts
-- app.firebase_uid() no longer compares the token's sign-in time with profiles.sessions_revoked_at: a
-- session closed on every device keeps working until its ID token expires.
create or replace function app.firebase_uid() returns text
language sql stable security definer
set search_path = ''
as $$
  select nullif(auth.jwt() ->> 'sub', '')
  from app.firebase_projects fp
  where auth.jwt() ->> 'iss' = 'https://securetoken.google.com/' || fp.project_id
    and auth.jwt() ->> 'aud' = fp.project_id
  limit 1
$$;
