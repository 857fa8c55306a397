-- Firebase signs ID tokens for every Firebase project with the same Google keys, so a verified token may
-- come from an unrelated project (Supabase's Firebase guide asks for exactly this check). The caller's
-- identity now counts only when iss and aud name a project listed here.
-- 'demo-portal-clientes' is the Auth Emulator project of the local stack: Firebase reserves the demo-
-- prefix for emulator-only projects, so no real token can carry it. A hosted deployment adds its own
-- project id once (see supabase/README.md):
--   insert into app.firebase_projects (project_id) values ('<firebase-project-id>');

create table app.firebase_projects (
  project_id text primary key check (project_id ~ '^[a-z0-9-]{4,30}$'),
  created_at timestamptz not null default now()
);
-- Only the owner (migrations, SQL editor) and SECURITY DEFINER helpers read it; not exposed to the API.
revoke all on app.firebase_projects from public, anon, authenticated;
alter table app.firebase_projects enable row level security;

insert into app.firebase_projects (project_id) values ('demo-portal-clientes');

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
