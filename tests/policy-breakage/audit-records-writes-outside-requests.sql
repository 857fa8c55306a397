-- caught by: tests/integration/audit-functions.test.ts
-- caught by tests: outside any API request
-- The audit trigger also records writes made outside any API request (migrations, the seed, the SQL editor).
create or replace function app.audit_write() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_old jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_new jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_row jsonb := coalesce(v_new, v_old);
  v_changes jsonb;
  v_company uuid;
  v_row_id text;
begin
  if tg_table_schema = 'storage' then
    v_row_id := (v_row ->> 'bucket_id') || '/' || (v_row ->> 'name');
    v_company := case
      when split_part(v_row ->> 'name', '/', 1) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then split_part(v_row ->> 'name', '/', 1)::uuid
    end;
  else
    v_row_id := coalesce(v_row ->> 'id', nullif(concat_ws('/', v_row ->> 'profile_id', v_row ->> 'lesson_id'), ''));
    v_company := case when tg_table_name = 'companies' then (v_row ->> 'id')::uuid
      else (v_row ->> 'company_id')::uuid end;
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(jsonb_object_agg(n.key, jsonb_build_object('old', v_old -> n.key, 'new', n.value)),
        '{}'::jsonb)
      into v_changes
      from jsonb_each(v_new) n
      where n.key not in ('updated_at', 'last_accessed_at', 'last_visit_at')
        and (v_old -> n.key) is distinct from n.value;
    if v_changes = '{}'::jsonb then
      return null;
    end if;
  else
    v_changes := v_row - 'updated_at';
  end if;
  perform app.append_audit(lower(tg_op), tg_table_schema || '.' || tg_table_name, v_row_id, v_company,
    v_changes);
  return null;
end;
$$;
