-- Company-scoped data: directory, laboratory, REPSE documents, invoices, indicators, feedback.
-- Read rules: admin everything; an active client its own company's rows, plus is_global documents and
-- indicators; nobody else anything. Writes: admin only, except feedback (see below).

create table public.directory_entries (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  employee_name text not null check (btrim(employee_name) <> ''),
  position text,
  phone text,
  whatsapp text,
  email text,
  photo_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index directory_entries_company_name_idx on public.directory_entries (company_id, employee_name);

-- status is free text: the UI maps known values and shows unknown ones raw.
create table public.laboratory_requests (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  request_type text not null check (btrim(request_type) <> ''),
  patient_name text,
  request_date date not null default current_date,
  notes text,
  status text not null default 'pendiente',
  result_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index laboratory_requests_company_date_idx on public.laboratory_requests (company_id, request_date desc);

-- company_id is null for a global document (shared by every client).
create table public.documents (
  id uuid primary key default gen_random_uuid(),
  company_id uuid references public.companies (id) on delete cascade,
  is_global boolean not null default false,
  year smallint not null check (year between 2000 and 2100),
  month smallint not null check (month between 1 and 12),
  name text not null check (btrim(name) <> ''),
  url text not null,
  document_type text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint documents_owner_check check (is_global or company_id is not null)
);
create index documents_company_period_idx on public.documents (company_id, year desc, month desc, name);
create index documents_global_period_idx on public.documents (year desc, month desc, name) where is_global;

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  invoice_number text not null check (btrim(invoice_number) <> ''),
  issue_date date not null,
  due_date date,
  amount numeric(12, 2) not null check (amount >= 0),
  currency text not null default 'MXN' check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'pendiente',
  file_url text,
  xml_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint invoices_company_number_key unique (company_id, invoice_number),
  constraint invoices_due_after_issue check (due_date is null or due_date >= issue_date)
);
create index invoices_company_issue_idx on public.invoices (company_id, issue_date desc);

-- A dashboard embed (url) or a monthly PDF report (url_monthly); title/year/month label the report.
create table public.indicators (
  id uuid primary key default gen_random_uuid(),
  company_id uuid references public.companies (id) on delete cascade,
  is_global boolean not null default false,
  title text,
  url text,
  url_monthly text,
  year smallint check (year between 2000 and 2100),
  month smallint check (month between 1 and 12),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint indicators_owner_check check (is_global or company_id is not null),
  constraint indicators_link_check check (coalesce(url, '') <> '' or coalesce(url_monthly, '') <> '')
);
create index indicators_company_idx on public.indicators (company_id);
create index indicators_global_idx on public.indicators (is_global) where is_global;

-- Who sent it and when are set by the database (trigger below), never taken from the request body.
create table public.feedback (
  id uuid primary key default gen_random_uuid(),
  company_id uuid references public.companies (id) on delete cascade,
  submitted_by uuid references public.profiles (id) on delete set null,
  rating smallint not null check (rating between 1 and 5),
  comment text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index feedback_company_created_idx on public.feedback (company_id, created_at desc);
create index feedback_submitted_by_idx on public.feedback (submitted_by);

create trigger directory_entries_touch_updated_at before update on public.directory_entries
  for each row execute function app.touch_updated_at();
create trigger laboratory_requests_touch_updated_at before update on public.laboratory_requests
  for each row execute function app.touch_updated_at();
create trigger documents_touch_updated_at before update on public.documents
  for each row execute function app.touch_updated_at();
create trigger invoices_touch_updated_at before update on public.invoices
  for each row execute function app.touch_updated_at();
create trigger indicators_touch_updated_at before update on public.indicators
  for each row execute function app.touch_updated_at();
create trigger feedback_touch_updated_at before update on public.feedback
  for each row execute function app.touch_updated_at();

-- API callers (anon/authenticated): sender and company come from the caller's profile, created_at is now.
-- An admin may file feedback on behalf of a company, so only its company_id is kept from the body.
create or replace function app.stamp_feedback() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  new.submitted_by := app.current_profile_id();
  new.created_at := now();
  if not app.is_admin() then
    new.company_id := app.current_company_id();
  end if;
  return new;
end;
$$;
revoke all on function app.stamp_feedback() from public;

create trigger feedback_stamp before insert on public.feedback
  for each row execute function app.stamp_feedback();

alter table public.directory_entries enable row level security;
alter table public.laboratory_requests enable row level security;
alter table public.documents enable row level security;
alter table public.invoices enable row level security;
alter table public.indicators enable row level security;
alter table public.feedback enable row level security;

-- Read rule shared by the policies below: an active admin reads every row, an active client the rows of
-- its own company. The is_client() test matters: a collaborator may have a company (the one it works
-- for) and must still see none of that company's data. Writes are for active admins only.

create policy directory_entries_select on public.directory_entries for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and company_id = (select app.current_company_id())));
create policy directory_entries_insert on public.directory_entries for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy directory_entries_update on public.directory_entries for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy directory_entries_delete on public.directory_entries for delete to anon, authenticated
  using ((select app.is_admin()));

create policy laboratory_requests_select on public.laboratory_requests for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and company_id = (select app.current_company_id())));
create policy laboratory_requests_insert on public.laboratory_requests for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy laboratory_requests_update on public.laboratory_requests for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy laboratory_requests_delete on public.laboratory_requests for delete to anon, authenticated
  using ((select app.is_admin()));

create policy invoices_select on public.invoices for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and company_id = (select app.current_company_id())));
create policy invoices_insert on public.invoices for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy invoices_update on public.invoices for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy invoices_delete on public.invoices for delete to anon, authenticated
  using ((select app.is_admin()));

-- Documents and indicators add the global rows (is_global) for every active client, including a client
-- without a company; collaborators still read none.

create policy documents_select on public.documents for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and (is_global or company_id = (select app.current_company_id()))));
create policy documents_insert on public.documents for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy documents_update on public.documents for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy documents_delete on public.documents for delete to anon, authenticated
  using ((select app.is_admin()));

create policy indicators_select on public.indicators for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and (is_global or company_id = (select app.current_company_id()))));
create policy indicators_insert on public.indicators for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy indicators_update on public.indicators for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy indicators_delete on public.indicators for delete to anon, authenticated
  using ((select app.is_admin()));

-- Feedback: an active client sends it for its own company (which it must have), a collaborator for
-- itself; everyone reads what they sent, clients also their company's, admins all. Once sent, only an
-- admin may change or remove it (a client must not rewrite its company's history).
create policy feedback_select on public.feedback for select to anon, authenticated
  using ((select app.is_admin())
    or submitted_by = (select app.current_profile_id())
    or ((select app.is_client()) and company_id = (select app.current_company_id())));
create policy feedback_insert on public.feedback for insert to anon, authenticated
  with check ((select app.is_admin())
    or (submitted_by = (select app.current_profile_id())
      and ((select app.current_app_role()) = 'collaborator'
        or ((select app.is_client()) and company_id = (select app.current_company_id())))));
create policy feedback_update on public.feedback for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy feedback_delete on public.feedback for delete to anon, authenticated
  using ((select app.is_admin()));

revoke truncate, references, trigger on public.directory_entries, public.laboratory_requests,
  public.documents, public.invoices, public.indicators, public.feedback from anon, authenticated;
