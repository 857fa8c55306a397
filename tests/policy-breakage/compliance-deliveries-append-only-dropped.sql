-- caught by: tests/integration/compliance-deliveries.test.ts
-- The append-only trigger is gone: roles that bypass RLS (the service role) edit and delete entries.
drop trigger delivery_events_append_only on public.delivery_events;
