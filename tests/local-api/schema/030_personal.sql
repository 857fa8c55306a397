-- A second exposed schema, reached with Accept-Profile / Content-Profile.
create schema personal;
grant usage on schema personal to anon, authenticated, service_role;

create table personal.notes (
  id int primary key,
  body text not null
);
grant all on personal.notes to anon, authenticated, service_role;

create function personal.schema_name() returns text
language sql stable
as $$ select 'personal'::text $$;
grant execute on function personal.schema_name() to anon, authenticated, service_role;
