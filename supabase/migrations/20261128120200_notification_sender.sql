-- The e-mail sender's side of the database (functions/src/notifications): it claims each person's pending
-- notifications into one notification_emails row, marks the e-mail sent or to be retried, and takes the
-- e-mails due for another attempt. An admin resends an e-mail from 'Notificaciones'.
--
-- At most once: an e-mail row is 'sending' (its attempt counted) before the sender hands it to the mail
-- server, and only the sender's answer moves it on ('sent', 'retrying', 'failed'). Nothing takes a
-- 'sending' row again on its own: if the sender stops between the hand-over and the answer, nobody can
-- know whether the mail left, and a second copy is worse than none, because the notification itself
-- always remains in the portal (the bell). Such a row stays 'sending'; the admin view shows it as
-- uncertain and an admin may resend it.

-- The audit trail records each e-mail (claimed and answered as the service; resent as the admin). The
-- notifications' own e-mail state is bookkeeping of the sender and is not audited row by row.
create trigger notification_emails_audit after insert or update or delete on public.notification_emails
  for each row execute function app.audit_write();

-- Of these notifications, the ones whose item (item_table, item_id) no longer exists: a document, invoice
-- or result deleted before the e-mail went out is left out of it. Only a table of public with a uuid id
-- can be checked; a notification naming anything else is kept.
create or replace function app.notifications_without_item(p_ids uuid[])
returns uuid[]
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_table text;
  v_found uuid[];
  v_gone uuid[] := '{}';
begin
  for v_table in
    select distinct n.item_table from public.notifications n
    where n.id = any(p_ids) and n.item_table is not null and n.item_id is not null
  loop
    if exists (
      select 1 from pg_catalog.pg_attribute a
      where a.attrelid = to_regclass(format('public.%I', v_table)) and a.attname = 'id'
        and a.atttypid = 'uuid'::regtype and not a.attisdropped
    ) then
      execute format(
        'select coalesce(array_agg(n.id), ''{}'') from public.notifications n
         where n.id = any($1) and n.item_table = $2
           and not exists (select 1 from public.%I t where t.id = n.item_id)', v_table)
        into v_found using p_ids, v_table;
      v_gone := v_gone || v_found;
    end if;
  end loop;
  return v_gone;
end;
$$;
revoke all on function app.notifications_without_item(uuid[]) from public;

-- What an e-mail carries, oldest first: the notifications claimed by it or, for a resend, by the e-mail it
-- repeats (following resend_of to the first), less those whose item is gone.
create or replace function app.notification_email_items(p_email_id uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
  v_gone uuid[];
begin
  with recursive chain as (
    select e.id, e.resend_of from public.notification_emails e where e.id = p_email_id
    union
    select e.id, e.resend_of from public.notification_emails e join chain c on e.id = c.resend_of
  )
  select coalesce(array_agg(n.id), '{}') into v_ids
  from public.notifications n where n.email_id in (select c.id from chain c);
  v_gone := app.notifications_without_item(v_ids);
  return (
    select coalesce(jsonb_agg(jsonb_build_object('id', n.id, 'category', n.category, 'event', n.event,
        'title', n.title, 'body', n.body, 'link', n.link, 'created_at', n.created_at)
        order by n.created_at, n.id), '[]'::jsonb)
    from public.notifications n
    where n.id = any(v_ids) and not n.id = any(v_gone)
  );
end;
$$;
revoke all on function app.notification_email_items(uuid) from public;

-- The wait before the next attempt after `p_attempts` failed ones: 1, 5, 30 and 120 minutes; null once
-- the attempts are spent (5 in all), and the e-mail is then 'failed'.
create or replace function app.notification_email_retry_delay(p_attempts integer)
returns interval
language sql immutable
set search_path = ''
as $$
  select (array[1, 5, 30, 120])[p_attempts] * interval '1 minute'
$$;

-- Claims pending notifications into new e-mails, one per person, for one run of the sender: 'immediate'
-- (every few minutes) or 'daily' (the day's summary). Per person, under a row lock that another run skips
-- (two runs never take the same notification):
-- - an inactive person gets no e-mail: their pending notifications are skipped;
-- - a category the person keeps 'portal' only is skipped;
-- - a notification whose item is gone is skipped;
-- - 'immediate' takes the notifications of the person's 'immediate' categories (no preference counts as
--   'immediate'), all of them, once the oldest is older than p_window_seconds, so what happens within the
--   window goes in one e-mail; 'daily' takes those of the 'daily' categories, whatever their age.
-- Each e-mail is 'sending' with its first attempt counted: the sender sends it next, then answers
-- finish_notification_email. At most p_max_emails e-mails per call; the sender calls again until fewer
-- come back. p_profile_id limits the claim to one person (a send for that person alone).
create or replace function public.claim_notification_emails(
  p_mode text, p_window_seconds integer default 180, p_max_emails integer default 50,
  p_profile_id uuid default null
)
returns table (email_id uuid, profile_id uuid, email text, full_name text, role text, mode text,
  attempts integer, resend_of uuid, items jsonb)
language plpgsql security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_cutoff timestamptz := now() - make_interval(secs => greatest(coalesce(p_window_seconds, 0), 0));
  v_person record;
  v_locked uuid[];
  v_gone uuid[];
  v_take uuid[];
  v_oldest timestamptz;
  v_email uuid;
  v_count integer := 0;
begin
  if p_mode is null or p_mode not in ('immediate', 'daily') then
    raise exception 'Modo de envío desconocido: %', p_mode using errcode = '22023';
  end if;
  for v_person in
    select n.profile_id, p.email, p.full_name, p.role, p.active
    from public.notifications n
    join public.profiles p on p.id = n.profile_id
    left join public.notification_preferences np
      on np.profile_id = n.profile_id and np.category = n.category
    where n.email_state = 'pending' and (p_profile_id is null or n.profile_id = p_profile_id)
    group by n.profile_id, p.email, p.full_name, p.role, p.active
    having not p.active
      or bool_or(np.channel = 'portal')
      or (p_mode = 'daily' and bool_or(np.channel = 'daily'))
      or (p_mode = 'immediate'
        and min(n.created_at) filter (where coalesce(np.channel, 'immediate') = 'immediate') <= v_cutoff)
    order by min(n.created_at), n.profile_id
  loop
    select coalesce(array_agg(s.id), '{}') into v_locked
    from (
      select n.id from public.notifications n
      where n.profile_id = v_person.profile_id and n.email_state = 'pending'
      for update skip locked
    ) s;
    continue when cardinality(v_locked) = 0;

    if not v_person.active then
      update public.notifications set email_state = 'skipped' where id = any(v_locked);
      continue;
    end if;

    v_gone := app.notifications_without_item(v_locked);
    update public.notifications set email_state = 'skipped'
    where id = any(v_locked)
      and (id = any(v_gone)
        or exists (select 1 from public.notification_preferences np
          where np.profile_id = notifications.profile_id and np.category = notifications.category
            and np.channel = 'portal'));

    select coalesce(array_agg(n.id), '{}'), min(n.created_at) into v_take, v_oldest
    from public.notifications n
    left join public.notification_preferences np
      on np.profile_id = n.profile_id and np.category = n.category
    where n.id = any(v_locked) and n.email_state = 'pending'
      and coalesce(np.channel, 'immediate') = p_mode;
    continue when cardinality(v_take) = 0 or (p_mode = 'immediate' and v_oldest > v_cutoff);

    insert into public.notification_emails (profile_id, email, mode, status, attempts)
    values (v_person.profile_id, v_person.email, p_mode, 'sending', 1)
    returning id into v_email;
    update public.notifications set email_state = 'emailed', email_id = v_email where id = any(v_take);

    email_id := v_email;
    profile_id := v_person.profile_id;
    email := v_person.email;
    full_name := v_person.full_name;
    role := v_person.role;
    mode := p_mode;
    attempts := 1;
    resend_of := null;
    items := (
      select jsonb_agg(jsonb_build_object('id', n.id, 'category', n.category, 'event', n.event,
          'title', n.title, 'body', n.body, 'link', n.link, 'created_at', n.created_at)
          order by n.created_at, n.id)
      from public.notifications n where n.id = any(v_take));
    return next;
    v_count := v_count + 1;
    exit when v_count >= greatest(coalesce(p_max_emails, 50), 1);
  end loop;
end;
$$;
revoke all on function public.claim_notification_emails(text, integer, integer, uuid) from public, anon, authenticated;
grant execute on function public.claim_notification_emails(text, integer, integer, uuid) to service_role;

-- Takes the e-mails due for another attempt (a failed one whose wait is over, or an admin's resend): each
-- becomes 'sending' with the attempt counted, addressed to the person's current e-mail, carrying its
-- notifications less those whose item is gone. One whose person is now inactive, or that has nothing
-- left to carry, fails instead, with the reason. At most p_limit per call.
create or replace function public.take_notification_email_retries(p_limit integer default 50)
returns table (email_id uuid, profile_id uuid, email text, full_name text, role text, mode text,
  attempts integer, resend_of uuid, items jsonb)
language plpgsql security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_row record;
  v_items jsonb;
begin
  for v_row in
    select e.id, e.profile_id, e.mode, e.attempts, e.resend_of, p.email, p.full_name, p.role, p.active
    from public.notification_emails e
    join public.profiles p on p.id = e.profile_id
    where e.status = 'retrying' and e.next_attempt_at <= now()
    order by e.next_attempt_at, e.id
    limit greatest(coalesce(p_limit, 50), 1)
    for update of e skip locked
  loop
    if not v_row.active then
      update public.notification_emails
      set status = 'failed', next_attempt_at = null,
        last_error = 'La cuenta está desactivada: ya no se le envían correos.'
      where id = v_row.id;
      continue;
    end if;
    v_items := app.notification_email_items(v_row.id);
    if jsonb_array_length(v_items) = 0 then
      update public.notification_emails
      set status = 'failed', next_attempt_at = null,
        last_error = 'Lo que avisaba este correo ya no existe en el portal.'
      where id = v_row.id;
      continue;
    end if;
    update public.notification_emails
    set status = 'sending', attempts = notification_emails.attempts + 1, email = v_row.email,
      next_attempt_at = null
    where id = v_row.id;

    email_id := v_row.id;
    profile_id := v_row.profile_id;
    email := v_row.email;
    full_name := v_row.full_name;
    role := v_row.role;
    mode := v_row.mode;
    attempts := v_row.attempts + 1;
    resend_of := v_row.resend_of;
    items := v_items;
    return next;
  end loop;
end;
$$;
revoke all on function public.take_notification_email_retries(integer) from public, anon, authenticated;
grant execute on function public.take_notification_email_retries(integer) to service_role;

-- The sender's answer for an e-mail it was sending: without p_error it was sent; with one it is retried
-- after the wait of app.notification_email_retry_delay, or fails at once when p_permanent (the server
-- refused it for good, e.g. an address that does not exist) or when the attempts are spent. Only a
-- 'sending' e-mail changes; returns its status (null when there is no such e-mail).
create or replace function public.finish_notification_email(
  p_email_id uuid, p_subject text, p_error text default null, p_permanent boolean default false
)
returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  update public.notification_emails
  set subject = coalesce(p_subject, notification_emails.subject),
    status = case
      when p_error is null then 'sent'
      when coalesce(p_permanent, false)
        or app.notification_email_retry_delay(notification_emails.attempts) is null then 'failed'
      else 'retrying' end,
    sent_at = case when p_error is null then now() end,
    last_error = left(p_error, 1000),
    next_attempt_at = case
      when p_error is not null and not coalesce(p_permanent, false)
        then now() + app.notification_email_retry_delay(notification_emails.attempts) end
  where id = p_email_id and status = 'sending';
  select e.status into v_status from public.notification_emails e where e.id = p_email_id;
  return v_status;
end;
$$;
revoke all on function public.finish_notification_email(uuid, text, text, boolean) from public, anon, authenticated;
grant execute on function public.finish_notification_email(uuid, text, text, boolean) to service_role;

-- An admin sends an e-mail again (from 'Notificaciones'): a new e-mail naming the one it repeats, with the
-- same notifications, to the person's current address, taken by the sender's next run. An e-mail already
-- waiting for its next attempt is not doubled, and an inactive person gets no e-mail.
create or replace function public.resend_notification_email(p_email_id uuid)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  v_email public.notification_emails;
  v_profile public.profiles;
  v_id uuid;
begin
  if not app.is_admin() then
    raise exception 'Solo un administrador puede reenviar correos.' using errcode = '42501';
  end if;
  select * into v_email from public.notification_emails e where e.id = p_email_id;
  if v_email.id is null then
    raise exception 'El correo ya no existe.' using errcode = 'P0002';
  end if;
  if v_email.status = 'retrying' then
    raise exception 'Este correo ya está programado para enviarse de nuevo.' using errcode = '23514';
  end if;
  select * into v_profile from public.profiles p where p.id = v_email.profile_id;
  if not v_profile.active then
    raise exception 'La cuenta de esta persona está desactivada: no se le envían correos.'
      using errcode = '23514';
  end if;
  insert into public.notification_emails (profile_id, email, mode, status, subject, next_attempt_at,
    resend_of)
  values (v_profile.id, v_profile.email, v_email.mode, 'retrying', v_email.subject, now(), v_email.id)
  returning id into v_id;
  return v_id;
end;
$$;
revoke all on function public.resend_notification_email(uuid) from public;
grant execute on function public.resend_notification_email(uuid) to anon, authenticated;
