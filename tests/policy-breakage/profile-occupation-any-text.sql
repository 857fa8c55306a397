-- caught by: tests/integration/lms-dc3-issue.test.ts
-- The occupation is free text again: the Spanish refusal and the check are gone, so an admin can store an
-- occupation the Catálogo Nacional de Ocupaciones does not have and the next DC-3 prints it.
drop trigger profiles_occupation_catalogue on public.profiles;
alter table public.profiles drop constraint profiles_occupation_catalogue;
