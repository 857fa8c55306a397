-- caught by: tests/integration/audit-log.test.ts
-- The audit trail believes the x-portal-actor header from any caller, so a signed-in person can file their
-- writes under someone else's name.
create or replace function app.append_audit(
  p_action text, p_table text, p_row_id text, p_company_id uuid, p_changes jsonb
) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  v_uid text;
  v_role text;
  v_actor public.profiles;
begin
  if v_claims ->> 'role' = 'service_role' then
    v_role := 'service';
  end if;
  v_uid := coalesce(
    nullif(btrim(nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-portal-actor'), ''),
    app.firebase_uid());
  if v_uid is not null then
    select * into v_actor from public.profiles p where p.firebase_uid = v_uid;
  end if;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, table_name, row_id, company_id,
    changes)
  values (v_actor.id, v_actor.email, coalesce(v_role, v_actor.role), p_action, p_table, p_row_id,
    p_company_id, p_changes);
end;
$$;
