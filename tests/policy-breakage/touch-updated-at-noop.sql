-- The updated_at function keeps whatever the client sends.
create or replace function app.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  return new;
end;
$$;
