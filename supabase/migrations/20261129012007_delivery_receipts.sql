-- Monthly delivery receipts ('Acuse de Entrega'): per company and month, a snapshot of every document
-- published to the company in that month (its title, file name, SHA-256 and publication time, and each
-- client user's first opening and first download), with a verification code and the receipt's own
-- fingerprint. Issued by an admin through issue_delivery_receipt(); checked by anyone through
-- verify_delivery_receipt(), which shows only the company, the month, the issue time, the file fingerprints
-- and the receipt's fingerprint. Append-only, like the delivery log: a receipt never changes once issued
-- (a later receipt of the same month captures later openings).
--
-- The receipt's fingerprint is SHA-256 (lowercase hex) of the UTF-8 bytes of this text, its lines joined
-- by a line feed, without a final one (app.delivery_receipt_text):
--   Acuse de Entrega v1
--   Empresa: <company name as issued>
--   Mes: <YYYY-MM>
--   Emitido: <issue time in UTC, YYYY-MM-DDTHH:MM:SSZ>
--   Archivos: <number of entries>
--   <the SHA-256 of each entry's file, in the receipt's order; '-' for a file without one>
-- Everything it covers is on the public verification page, so anyone can recompute it there (the page does
-- it in the browser). Entries are ordered by publication time, then fingerprint, title and document id.
create table public.delivery_receipts (
  id uuid primary key default gen_random_uuid(),
  code text not null check (code ~ '^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$'),
  -- No foreign keys: a receipt outlives the company and the admin (it keeps the names it saw).
  company_id uuid not null,
  company_name text not null,
  month date not null check (month = date_trunc('month', month)::date),
  issued_at timestamptz not null,
  issued_by uuid,
  issued_by_name text,
  -- [{document_id, title, file_name, sha256, published_at,
  --   recipients: [{profile_id, name, email, opened_at, downloaded_at}]}], in the receipt's order.
  entries jsonb not null check (jsonb_typeof(entries) = 'array' and jsonb_array_length(entries) > 0),
  fingerprint text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
  constraint delivery_receipts_code_key unique (code)
);
create index delivery_receipts_company_idx on public.delivery_receipts (company_id, issued_at desc, id desc);
create index delivery_receipts_issued_idx on public.delivery_receipts (issued_at desc, id desc);

-- An active admin reads every receipt, an active client its own company's; nobody writes one through the
-- API (issue_delivery_receipt writes as its owner).
alter table public.delivery_receipts enable row level security;
revoke all on public.delivery_receipts from anon, authenticated;
grant select on public.delivery_receipts to anon, authenticated;
create policy delivery_receipts_select on public.delivery_receipts for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and company_id = (select app.current_company_id())));

create or replace function app.refuse_receipt_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Un acuse de entrega emitido no se puede modificar.' using errcode = '42501';
end;
$$;
revoke all on function app.refuse_receipt_change() from public;

-- Refuses updates, deletes and truncation even to roles that bypass RLS.
create trigger delivery_receipts_append_only before update or delete on public.delivery_receipts
  for each row execute function app.refuse_receipt_change();
create trigger delivery_receipts_no_truncate before truncate on public.delivery_receipts
  for each statement execute function app.refuse_receipt_change();
create trigger delivery_receipts_audit after insert or update or delete on public.delivery_receipts
  for each row execute function app.audit_write();
revoke truncate, references, trigger on public.delivery_receipts from anon, authenticated;

-- The canonical text the receipt's fingerprint is computed over (see the header).
create or replace function app.delivery_receipt_text(
  p_company_name text, p_month date, p_issued_at timestamptz, p_fingerprints text[]
) returns text
language sql immutable
set search_path = ''
as $$
  select concat_ws(E'\n',
    'Acuse de Entrega v1',
    'Empresa: ' || p_company_name,
    'Mes: ' || to_char(p_month, 'YYYY-MM'),
    'Emitido: ' || to_char(p_issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'Archivos: ' || coalesce(cardinality(p_fingerprints), 0),
    (select string_agg(coalesce(f, '-'), E'\n' order by n)
      from unnest(p_fingerprints) with ordinality as u (f, n)))
$$;
revoke all on function app.delivery_receipt_text(text, date, timestamptz, text[]) from public;
grant execute on function app.delivery_receipt_text(text, date, timestamptz, text[]) to anon, authenticated,
  service_role;

-- Builds and stores one receipt, in one statement over the delivery log, the documents and the profiles.
-- The month runs in Mexico City time. An entry is each publication of a document to the company in the
-- month (a replaced file is published again, with its new fingerprint); its recipients are the company's
-- client users and anyone else who opened or downloaded it for the company, each with the first opening and
-- the first download the log keeps. Refusals are Spanish messages with 22023.
create or replace function app.issue_delivery_receipt(p_company_id uuid, p_month date, p_issued_by uuid)
returns public.delivery_receipts
language plpgsql security definer
set search_path = ''
as $$
declare
  v_month date := date_trunc('month', p_month)::date;
  v_from timestamptz := (date_trunc('month', p_month)::timestamp at time zone 'America/Mexico_City');
  v_to timestamptz := ((date_trunc('month', p_month) + interval '1 month')::timestamp
    at time zone 'America/Mexico_City');
  v_company public.companies;
  v_issuer public.profiles;
  v_code text;
  v_issued_at timestamptz := date_trunc('second', now());
  v_entries jsonb;
  v_fingerprints text[];
  v_row public.delivery_receipts;
begin
  if p_company_id is null or p_month is null then
    raise exception 'Elige la empresa y el mes del acuse.' using errcode = '22023';
  end if;
  select * into v_company from public.companies c where c.id = p_company_id;
  if not found then
    raise exception 'La empresa del acuse no existe.' using errcode = '22023';
  end if;
  if v_month > date_trunc('month', now() at time zone 'America/Mexico_City')::date then
    raise exception 'No se puede emitir un acuse de un mes que aún no empieza.' using errcode = '22023';
  end if;
  select * into v_issuer from public.profiles p where p.id = p_issued_by;

  with published as (
    select e.id, e.document_id, e.item_name, e.occurred_at,
      -- A fingerprint filled in after publication (the seed's files) is the publication's own, unless the
      -- document has been published again since (then the current one belongs to the newer file).
      coalesce(e.sha256, case when not exists (
        select 1 from public.delivery_events later
        where later.document_id = e.document_id and later.company_id = e.company_id
          and later.event = 'published' and later.id > e.id) then d.sha256 end) as sha256,
      nullif(regexp_replace(d.url, '^.*/', ''), '') as file_name
    from public.delivery_events e
    left join public.documents d on d.id = e.document_id
    where e.company_id = p_company_id and e.event = 'published' and e.document_id is not null
      and e.occurred_at >= v_from and e.occurred_at < v_to
  ),
  people as (
    select pub.id as entry_id, p.id as profile_id,
      coalesce(nullif(btrim(p.full_name), ''), p.username, p.email) as name, p.email
    from published pub
    cross join public.profiles p
    where (p.role = 'client' and p.company_id = p_company_id)
      or exists (select 1 from public.delivery_events o
        where o.document_id = pub.document_id and o.company_id = p_company_id and o.profile_id = p.id
          and o.event in ('opened', 'downloaded'))
  ),
  recipients as (
    select pe.entry_id, jsonb_agg(jsonb_build_object(
        'profile_id', pe.profile_id, 'name', pe.name, 'email', pe.email,
        'opened_at', (select min(o.occurred_at) from public.delivery_events o
          where o.document_id = pub.document_id and o.company_id = p_company_id
            and o.profile_id = pe.profile_id and o.event = 'opened'),
        'downloaded_at', (select min(o.occurred_at) from public.delivery_events o
          where o.document_id = pub.document_id and o.company_id = p_company_id
            and o.profile_id = pe.profile_id and o.event = 'downloaded'))
        order by pe.name, pe.email, pe.profile_id) as list
    from people pe
    join published pub on pub.id = pe.entry_id
    group by pe.entry_id
  ),
  ordered as (
    select pub.*, coalesce(r.list, '[]'::jsonb) as recipients,
      row_number() over (order by pub.occurred_at, pub.sha256 nulls last, pub.item_name, pub.document_id,
        pub.id) as n
    from published pub
    left join recipients r on r.entry_id = pub.id
  )
  select jsonb_agg(jsonb_build_object(
      'document_id', o.document_id, 'title', o.item_name, 'file_name', o.file_name, 'sha256', o.sha256,
      'published_at', o.occurred_at, 'recipients', o.recipients) order by o.n),
    array_agg(o.sha256 order by o.n)
  into v_entries, v_fingerprints
  from ordered o;

  if v_entries is null then
    raise exception 'No hay documentos publicados para % en %.', v_company.name,
      to_char(v_month, 'MM/YYYY') using errcode = '22023';
  end if;

  loop
    v_code := upper(substr(md5(gen_random_uuid()::text), 1, 12));
    v_code := substr(v_code, 1, 4) || '-' || substr(v_code, 5, 4) || '-' || substr(v_code, 9, 4);
    exit when not exists (select 1 from public.delivery_receipts r where r.code = v_code);
  end loop;

  insert into public.delivery_receipts (code, company_id, company_name, month, issued_at, issued_by,
    issued_by_name, entries, fingerprint)
  values (v_code, v_company.id, v_company.name, v_month, v_issued_at, v_issuer.id,
    coalesce(nullif(btrim(v_issuer.full_name), ''), v_issuer.username),
    v_entries,
    encode(sha256(convert_to(
      app.delivery_receipt_text(v_company.name, v_month, v_issued_at, v_fingerprints), 'UTF8')), 'hex'))
  returning * into v_row;
  return v_row;
end;
$$;
revoke all on function app.issue_delivery_receipt(uuid, date, uuid) from public;

-- 'Emitir Acuse': an active admin issues a receipt of a company and month; anyone else is refused (42501).
create or replace function public.issue_delivery_receipt(p_company_id uuid, p_month date)
returns public.delivery_receipts
language plpgsql security definer
set search_path = ''
as $$
begin
  if not (select app.is_admin()) then
    raise exception 'Solo un administrador emite acuses de entrega.' using errcode = '42501';
  end if;
  return app.issue_delivery_receipt(p_company_id, p_month, app.current_profile_id());
end;
$$;
revoke all on function public.issue_delivery_receipt(uuid, date) from public;
grant execute on function public.issue_delivery_receipt(uuid, date) to anon, authenticated;

-- Public verification of a receipt by its code (anonymous callers too): the company's name, the month, the
-- issue time, the file fingerprints in the receipt's order and the receipt's fingerprint; no titles, no
-- people, no ids. No row when no receipt has that code.
create or replace function public.verify_delivery_receipt(p_code text)
returns table (company_name text, month date, issued_at timestamptz, file_fingerprints text[],
  fingerprint text)
language sql stable security definer
set search_path = ''
as $$
  select r.company_name, r.month, r.issued_at,
    array(select e.value ->> 'sha256' from jsonb_array_elements(r.entries) with ordinality as e (value, n)
      order by e.n),
    r.fingerprint
  from public.delivery_receipts r
  where r.code = upper(btrim(p_code))
$$;
revoke all on function public.verify_delivery_receipt(text) from public;
grant execute on function public.verify_delivery_receipt(text) to anon, authenticated;
