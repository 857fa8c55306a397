-- caught by: tests/integration/permission-matrix.test.ts
-- Anyone may resend an e-mail (the resend forgets to ask for an admin).
create or replace function public.resend_notification_email(p_email_id uuid) returns uuid
language sql security definer set search_path = '' as $$
  insert into public.notification_emails (profile_id, email, mode, status, subject, next_attempt_at, resend_of)
  select e.profile_id, e.email, e.mode, 'retrying', e.subject, now(), e.id
  from public.notification_emails e where e.id = p_email_id
  returning id
$$;
