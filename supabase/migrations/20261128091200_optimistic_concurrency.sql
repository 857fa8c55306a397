-- Optimistic concurrency for every table with an updated_at column: an edit form sends back the
-- updated_at it loaded, and an update whose updated_at differs from the stored one is refused, so the
-- second of two people editing the same row cannot silently overwrite the first.
--
-- The version is opt-in per statement: an update that does not set updated_at leaves NEW.updated_at equal
-- to OLD.updated_at and passes (server code, RPCs, bulk moves such as reordering). The check runs after
-- the row is locked, on its latest version, so two saves racing from the same version cannot both pass.
-- It must run before <table>_touch_updated_at (BEFORE triggers fire in name order: "check_version" sorts
-- before "touch_updated_at"), which then stamps the new version.
--
-- SQLSTATE PT409 makes PostgREST (and local/api) answer HTTP 409 with this code; the app recognises it.

create or replace function app.refuse_stale_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.updated_at is distinct from old.updated_at then
    raise exception using
      errcode = 'PT409',
      message = 'Alguien más cambió este registro mientras lo editabas.',
      detail = format('Versión guardada: %s; versión enviada: %s.', old.updated_at, new.updated_at),
      hint = 'Recarga los datos para ver los cambios, o guarda de nuevo con la versión actual.';
  end if;
  return new;
end;
$$;

revoke all on function app.refuse_stale_write() from public;

do $$
declare
  t text;
begin
  foreach t in array array['companies', 'profiles', 'directory_entries', 'laboratory_requests', 'documents',
    'invoices', 'indicators', 'feedback', 'document_types', 'courses', 'course_modules', 'lessons', 'quizzes',
    'quiz_questions', 'quiz_options', 'course_assignments', 'lesson_progress']
  loop
    execute format('create trigger %I before update on public.%I '
      'for each row execute function app.refuse_stale_write()', t || '_check_version', t);
  end loop;
end;
$$;
