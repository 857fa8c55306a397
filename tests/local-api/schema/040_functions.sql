-- Functions of every return kind PostgREST distinguishes, plus overloads, writers, readers and errors.
create function public.add_them(a int, b int) returns int
language sql immutable as $$ select a + b $$;

create function public.greet(name text, greeting text default 'Hola') returns text
language sql immutable as $$ select greeting || ', ' || name $$;

create function public.series(n int) returns setof int
language sql immutable as $$ select generate_series(1, n) $$;

create function public.get_user(name text) returns public.users
language sql stable as $$ select * from public.users where username = name $$;

create function public.users_by_status(s public.user_status) returns setof public.users
language sql stable as $$ select * from public.users where status = s order by username $$;

create function public.channel_stats() returns table (channel_id bigint, total bigint)
language sql stable as $$
  select m.channel_id, count(*) from public.messages m group by m.channel_id order by m.channel_id
$$;

create function public.do_nothing() returns void
language plpgsql volatile as $$ begin end $$;

-- A single unnamed json parameter receives the whole request body.
create function public.echo_json(json) returns json
language sql immutable as $$ select $1 $$;

-- Overloads told apart by their parameter names.
create function public.pick(a int) returns text
language sql immutable as $$ select 'uno' $$;
create function public.pick(a int, b int) returns text
language sql immutable as $$ select 'dos' $$;

-- Overloads with the same parameter name: PostgREST cannot choose (PGRST203).
create function public.amb(x int) returns text
language sql immutable as $$ select 'int' $$;
create function public.amb(x text) returns text
language sql immutable as $$ select 'text' $$;

create function public.add_log(note text) returns bigint
language sql volatile as $$ insert into public.logs (note) values (note) returning id $$;

create function public.count_logs() returns bigint
language sql stable as $$ select count(*) from public.logs $$;

create function public.fail(msg text) returns void
language plpgsql volatile as $$
begin
  raise exception '%', msg using detail = 'detalle del error', hint = 'pista del error';
end
$$;

-- Writes, then fails: the write must be rolled back with the request.
create function public.log_then_fail(note text) returns void
language plpgsql volatile as $$
begin
  insert into public.logs (note) values (note);
  raise exception 'falló después de escribir';
end
$$;

-- A session-level setting (is_local = false): it must not be visible to the next request.
create function public.set_flag(v text) returns text
language sql volatile as $$ select set_config('app.flag', v, false) $$;

create function public.get_flag() returns text
language sql stable as $$ select nullif(current_setting('app.flag', true), '') $$;

-- What the transaction looks like from the inside: role, claims and request settings.
create function public.whoami() returns json
language sql stable as $$
  select json_build_object(
    'role', current_user,
    'claims', auth.jwt(),
    'method', current_setting('request.method', true),
    'path', current_setting('request.path', true),
    'headers', nullif(current_setting('request.headers', true), '')::json
  )
$$;

-- Slow writer, for aborted requests.
-- Sequences are not transactional: slow_log_calls proves the call started even when it is rolled back.
create sequence public.slow_log_calls;
create function public.slow_log(secs float8, note text) returns bigint
language plpgsql volatile as $$
declare
  new_id bigint;
begin
  perform nextval('public.slow_log_calls');
  perform pg_sleep(secs);
  insert into public.logs (note) values (note) returning id into new_id;
  return new_id;
end
$$;

-- Report whether the request runs in a read-only transaction (GET, or POST to STABLE/IMMUTABLE).
create function public.ro_stable() returns text
language sql stable as $$ select current_setting('transaction_read_only') $$;
create function public.ro_volatile() returns text
language sql volatile as $$ select current_setting('transaction_read_only') $$;

-- An array argument: a JSON array by POST, `{1,2,3}` by GET.
create function public.sum_ints(xs int[]) returns int
language sql immutable as $$ select coalesce(sum(x), 0)::int from unnest(xs) as x $$;

-- Errors with a chosen HTTP status: RAISE SQLSTATE 'PGRST' (full control) and 'PTxyz'.
create function public.teapot() returns void
language plpgsql as $$
begin
  raise sqlstate 'PGRST' using
    message = '{"code":"123","message":"Soy una tetera","details":"sin café","hint":"pide té"}',
    detail = '{"status":418,"headers":{"X-Powered-By":"Tetera"}}';
end
$$;

create function public.pay() returns void
language plpgsql as $$
begin
  raise sqlstate 'PT402' using message = 'Pago requerido';
end
$$;

-- 21000 from a subquery returning several rows: a server error (500), not a client one.
create function public.one_username() returns text
language sql stable as $$ select (select username from public.users) $$;

-- 23514 check violation.
create table public.ratings (
  id int primary key,
  stars int not null check (stars between 1 and 5)
);

-- A computed field: a function of the row type, selectable like a column.
create function public.label(public.users) returns text
language sql stable as $$ select $1.username || ' (' || $1.status || ')' $$;

-- Session-level (is_local = false) changes of role and claims made from inside a request: the
-- gateway must not let them reach the next request or its own session.
create function public.leak_session() returns text
language sql volatile as $$
  select set_config('role', current_user, false)
    || set_config('request.jwt.claims', '{"role":"service_role","sub":"filtrado"}', false)
$$;
