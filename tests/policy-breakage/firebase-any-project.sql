-- app.firebase_uid() trusts a token of any Firebase project (the project allow-list is ignored).
-- caught by: tests/integration/firebase-project.test.ts
create or replace function app.firebase_uid() returns text
language sql stable security definer
set search_path = ''
as $$
  select case
    when starts_with(coalesce(auth.jwt() ->> 'iss', ''), 'https://securetoken.google.com/')
    then nullif(auth.jwt() ->> 'sub', '')
  end
$$;
