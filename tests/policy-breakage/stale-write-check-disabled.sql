-- caught by: tests/integration/stale-writes.test.ts
-- The version check passes everything: the second of two editors silently overwrites the first.
create or replace function app.refuse_stale_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  return new;
end;
$$;
