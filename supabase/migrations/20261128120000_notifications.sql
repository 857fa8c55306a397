-- Notifications: what happened for a person, one row per recipient. Only the database writes them (the
-- triggers on the items a person is shown, the daily reminders); the recipient reads them and marks them
-- read; the sender (functions/src/notifications) groups each person's pending ones into one e-mail.

-- The categories a person chooses a channel for in Mi Perfil. Reminders follow the category of their item.
create table public.notification_preferences (
  profile_id uuid not null references public.profiles (id) on delete cascade,
  category text not null check (
    category in ('documents', 'invoices', 'laboratory', 'reports', 'courses', 'certificates', 'account')),
  -- 'immediate': an e-mail within minutes; 'daily': in the day's summary; 'portal': the bell only.
  channel text not null check (channel in ('immediate', 'daily', 'portal')),
  updated_at timestamptz not null default now(),
  primary key (profile_id, category)
);

-- One e-mail to one person: the notifications it carries point at it. Its id is the idempotency key: a
-- notification is claimed by one e-mail only, and the sender marks the e-mail 'sending' before it hands
-- it to the mail server, so a crash after the hand-over never sends it again ('sending' rows older than
-- the sender's timeout are reported as uncertain, never re-sent on their own).
create table public.notification_emails (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profiles (id) on delete cascade,
  email text not null,
  mode text not null check (mode in ('immediate', 'daily')),
  status text not null default 'sending' check (status in ('sending', 'sent', 'retrying', 'failed')),
  subject text,
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  next_attempt_at timestamptz,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  -- An admin's resend of a failed or sent e-mail is a new e-mail that names the one it repeats.
  resend_of uuid references public.notification_emails (id) on delete set null
);
create index notification_emails_recent_idx on public.notification_emails (created_at desc, id);
create index notification_emails_due_idx on public.notification_emails (next_attempt_at)
  where status = 'retrying';

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profiles (id) on delete cascade,
  category text not null check (
    category in ('documents', 'invoices', 'laboratory', 'reports', 'courses', 'certificates', 'account')),
  -- What happened: 'document_published', 'invoice_published', 'result_available', 'report_published',
  -- 'course_assigned', 'course_due_changed', 'certificate_issued', 'certificate_revoked',
  -- 'account_created', and the reminders 'document_expiring', 'registration_renewal', 'evidence_missing',
  -- 'invoice_due', 'invoice_overdue', 'course_due', 'course_overdue'.
  event text not null,
  company_id uuid references public.companies (id) on delete cascade,
  -- Spanish, as the bell and the e-mail show it: 'Nueva factura A-1004', 'Constructora Alfa · noviembre'.
  title text not null,
  body text,
  -- The portal path that opens the item (screen, tab and filter), e.g. '/cliente/facturacion?factura=<id>'.
  link text not null check (link like '/%'),
  item_table text,
  item_id uuid,
  -- A reminder is made once per item, threshold and person: '<event>:<item_id>:<threshold>'.
  dedupe_key text,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  -- 'pending' until the sender takes it: 'emailed' (email_id set), 'skipped' (portal-only preference, or
  -- its item was deleted before the e-mail went out).
  email_state text not null default 'pending' check (email_state in ('pending', 'emailed', 'skipped')),
  email_id uuid references public.notification_emails (id) on delete set null,
  constraint notifications_emailed check ((email_state = 'emailed') = (email_id is not null))
);
create unique index notifications_dedupe_key on public.notifications (profile_id, dedupe_key)
  where dedupe_key is not null;
create index notifications_inbox_idx on public.notifications (profile_id, created_at desc, id);
create index notifications_unread_idx on public.notifications (profile_id) where read_at is null;
create index notifications_pending_idx on public.notifications (profile_id, created_at)
  where email_state = 'pending';
create index notifications_item_idx on public.notifications (item_table, item_id);
create index notifications_email_idx on public.notifications (email_id);

-- A person reads their own notifications and marks them read (read_at is the only column they change);
-- admins read everyone's (the 'Notificaciones' log). Nobody writes them through the API but the database
-- itself and the sender (service role).
alter table public.notifications enable row level security;
revoke all on public.notifications from anon, authenticated;
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;
create policy notifications_select on public.notifications
  for select to authenticated
  using (profile_id = (select app.current_profile_id()) or (select app.is_admin()));
create policy notifications_mark_read on public.notifications
  for update to authenticated
  using (profile_id = (select app.current_profile_id()))
  with check (profile_id = (select app.current_profile_id()));

-- Each person chooses their own channels; admins read them (to explain why someone got no e-mail).
alter table public.notification_preferences enable row level security;
revoke all on public.notification_preferences from anon, authenticated;
grant select, insert, update, delete on public.notification_preferences to authenticated;
create policy notification_preferences_select on public.notification_preferences
  for select to authenticated
  using (profile_id = (select app.current_profile_id()) or (select app.is_admin()));
create policy notification_preferences_insert on public.notification_preferences
  for insert to authenticated
  with check (profile_id = (select app.current_profile_id()));
create policy notification_preferences_update on public.notification_preferences
  for update to authenticated
  using (profile_id = (select app.current_profile_id()))
  with check (profile_id = (select app.current_profile_id()));
create policy notification_preferences_delete on public.notification_preferences
  for delete to authenticated
  using (profile_id = (select app.current_profile_id()));
create trigger notification_preferences_touch before update on public.notification_preferences
  for each row execute function app.touch_updated_at();

-- The e-mails: admins read them; only the sender (service role) writes them.
alter table public.notification_emails enable row level security;
revoke all on public.notification_emails from anon, authenticated;
grant select on public.notification_emails to authenticated;
create policy notification_emails_select on public.notification_emails
  for select to authenticated
  using ((select app.is_admin()));
