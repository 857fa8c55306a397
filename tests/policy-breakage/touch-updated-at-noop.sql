-- caught by: tests/integration/permission-matrix.test.ts
-- caught by tests: updated_at is set by the database
-- The updated_at function keeps whatever the client sends.
create or replace function app.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  return new;
end;
$$;
