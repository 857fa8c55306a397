-- Payment complements (REP: CFDI type P with Pagos 2.0). The admin uploads the XML; the browser reads it
-- (features/billing/utils/payment-complement.ts) and record_payment_complement() stores the complement and
-- each payment of each invoice it settles in one transaction, re-checking here what the browser checked
-- (the company's RFC, invoices of that company, balances that follow on from the ones recorded), then sets
-- each invoice's payment date (its latest payment) and marks it paid when nothing remains.

create table public.payment_complements (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  -- The complement's own folio fiscal (TimbreFiscalDigital UUID): one complement is recorded once.
  rep_uuid text not null
    check (rep_uuid ~ '^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$'),
  issuer_rfc text not null check (btrim(issuer_rfc) <> ''),
  receiver_rfc text not null check (btrim(receiver_rfc) <> ''),
  xml_url text not null,
  uploaded_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint payment_complements_rep_uuid_key unique (rep_uuid)
);
create index payment_complements_company_idx on public.payment_complements (company_id, created_at desc);

-- One related document (pago20:DoctoRelacionado) of one payment: how much of one invoice it settles, in the
-- invoice's currency (equivalence: invoice units per unit of the payment's currency).
create table public.invoice_payments (
  id uuid primary key default gen_random_uuid(),
  complement_id uuid not null references public.payment_complements (id) on delete cascade,
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  paid_on date not null,
  -- FormaDePagoP, the SAT's code ('03' transfer...).
  method text,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  exchange_rate numeric(18, 6) not null default 1 check (exchange_rate > 0),
  equivalence numeric(18, 10) not null default 1 check (equivalence > 0),
  installment integer check (installment >= 1),
  previous_balance numeric(12, 2) not null,
  amount_paid numeric(12, 2) not null check (amount_paid > 0),
  remaining numeric(12, 2) not null check (remaining >= 0),
  created_at timestamptz not null default now(),
  constraint invoice_payments_once unique (complement_id, invoice_id, installment)
);
create index invoice_payments_invoice_idx on public.invoice_payments (invoice_id, paid_on, created_at);
create index invoice_payments_company_idx on public.invoice_payments (company_id, paid_on desc);
create index invoice_payments_complement_idx on public.invoice_payments (complement_id);

-- As invoices: an active admin reads and writes every row, an active client reads its own company's rows,
-- nobody else anything.
alter table public.payment_complements enable row level security;
alter table public.invoice_payments enable row level security;

create policy payment_complements_select on public.payment_complements for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and company_id = (select app.current_company_id())));
create policy payment_complements_insert on public.payment_complements for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy payment_complements_update on public.payment_complements for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy payment_complements_delete on public.payment_complements for delete to anon, authenticated
  using ((select app.is_admin()));

create policy invoice_payments_select on public.invoice_payments for select to anon, authenticated
  using ((select app.is_admin())
    or ((select app.is_client()) and company_id = (select app.current_company_id())));
create policy invoice_payments_insert on public.invoice_payments for insert to anon, authenticated
  with check ((select app.is_admin()));
create policy invoice_payments_update on public.invoice_payments for update to anon, authenticated
  using ((select app.is_admin())) with check ((select app.is_admin()));
create policy invoice_payments_delete on public.invoice_payments for delete to anon, authenticated
  using ((select app.is_admin()));

revoke truncate, references, trigger on public.payment_complements, public.invoice_payments
  from anon, authenticated;

create trigger payment_complements_audit after insert or update or delete on public.payment_complements
  for each row execute function app.audit_write();
create trigger invoice_payments_audit after insert or update or delete on public.invoice_payments
  for each row execute function app.audit_write();

-- The storage sweep's list of file columns, with the complements' XML.
create or replace view public.file_references with (security_invoker = true) as
with refs (table_name, column_name, row_id, company_id, reference) as (
  select 'documents', 'url', id::text, company_id, url from public.documents
  union all
  select 'invoices', 'file_url', id::text, company_id, file_url from public.invoices
  union all
  select 'invoices', 'xml_url', id::text, company_id, xml_url from public.invoices
  union all
  select 'laboratory_requests', 'result_url', id::text, company_id, result_url from public.laboratory_requests
  union all
  select 'directory_entries', 'photo_url', id::text, company_id, photo_url from public.directory_entries
  union all
  select 'indicators', 'url', id::text, company_id, url from public.indicators
  union all
  select 'indicators', 'url_monthly', id::text, company_id, url_monthly from public.indicators
  union all
  select 'profiles', 'avatar_url', id::text, null::uuid, avatar_url from public.profiles
  union all
  select 'courses', 'cover_url', id::text, null::uuid, cover_url from public.courses
  union all
  select 'lessons', 'media_url', id::text, null::uuid, media_url from public.lessons
  union all
  select 'payment_complements', 'xml_url', id::text, company_id, xml_url from public.payment_complements
)
select r.table_name, r.column_name, r.row_id, r.company_id,
  split_part(substr(r.reference, 11), '/', 1) as bucket,
  substr(r.reference, 12 + length(split_part(substr(r.reference, 11), '/', 1))) as object_name
from refs r
where r.reference like 'storage://%';

revoke all on public.file_references from anon, authenticated;
grant select on public.file_references to anon, authenticated, service_role;

-- Records a complement and its payments, all or nothing. p_payments: one object per related document, in
-- the XML's order: invoice_uuid, paid_on, method, currency, exchange_rate, equivalence, installment,
-- previous_balance, amount_paid, remaining (amounts in the invoice's currency). p_id is the submission's id:
-- a retry of a submission that did finish changes nothing. Refusals are Spanish messages: 42501 (not an
-- admin), 23505 (the complement was already recorded), 22023 (the complement does not fit the data).
create or replace function public.record_payment_complement(
  p_id uuid,
  p_company_id uuid,
  p_rep_uuid text,
  p_issuer_rfc text,
  p_receiver_rfc text,
  p_xml_url text,
  p_payments jsonb
) returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_rfc text;
  v_payment jsonb;
  v_invoice public.invoices%rowtype;
  v_uuid text;
  v_balance numeric;
  v_previous numeric;
  v_paid numeric;
  v_remaining numeric;
  v_touched uuid[] := '{}';
begin
  if not (select app.is_admin()) then
    raise exception 'Solo un administrador registra complementos de pago.' using errcode = '42501';
  end if;
  if exists (select 1 from public.payment_complements c where c.id = p_id and c.rep_uuid = upper(p_rep_uuid)) then
    return p_id;
  end if;
  if exists (select 1 from public.payment_complements c where c.rep_uuid = upper(p_rep_uuid)) then
    raise exception 'El complemento de pago % ya se registró.', upper(p_rep_uuid) using errcode = '23505';
  end if;
  select c.rfc into v_rfc from public.companies c where c.id = p_company_id;
  if not found then
    raise exception 'La empresa del complemento no existe.' using errcode = '22023';
  end if;
  if v_rfc is null then
    raise exception 'La empresa no tiene RFC registrado; agrégalo antes de subir el complemento.'
      using errcode = '22023';
  end if;
  if upper(btrim(p_receiver_rfc)) <> upper(btrim(v_rfc)) then
    raise exception 'El complemento es para el RFC %, no para %.', upper(btrim(p_receiver_rfc)), v_rfc
      using errcode = '22023';
  end if;
  if p_payments is null or jsonb_typeof(p_payments) <> 'array' or jsonb_array_length(p_payments) = 0 then
    raise exception 'El complemento no paga ninguna factura.' using errcode = '22023';
  end if;

  insert into public.payment_complements (id, company_id, rep_uuid, issuer_rfc, receiver_rfc, xml_url,
    uploaded_by)
  values (p_id, p_company_id, upper(p_rep_uuid), upper(btrim(p_issuer_rfc)), upper(btrim(p_receiver_rfc)),
    p_xml_url, app.current_profile_id());

  for v_payment in select value from jsonb_array_elements(p_payments) loop
    v_uuid := upper(v_payment ->> 'invoice_uuid');
    select * into v_invoice from public.invoices i
      where i.cfdi_uuid = v_uuid and i.company_id = p_company_id
      for update;
    if not found then
      raise exception 'El complemento paga una factura que no es de esta empresa: %.', v_uuid
        using errcode = '22023';
    end if;
    if upper(v_payment ->> 'currency') <> v_invoice.currency then
      raise exception 'El complemento paga la factura % en %, pero la factura está en %.',
        v_invoice.invoice_number, upper(v_payment ->> 'currency'), v_invoice.currency using errcode = '22023';
    end if;
    -- What the invoice still owes: the last recorded payment's remaining, or its total.
    -- (balances only go down, so the lowest remaining is the latest).
    select min(p.remaining) into v_balance from public.invoice_payments p where p.invoice_id = v_invoice.id;
    v_balance := coalesce(v_balance, v_invoice.amount);
    v_previous := (v_payment ->> 'previous_balance')::numeric;
    v_paid := (v_payment ->> 'amount_paid')::numeric;
    v_remaining := (v_payment ->> 'remaining')::numeric;
    if v_paid - v_balance > 0.01 then
      raise exception 'El complemento paga % de la factura %, más que su saldo de %.',
        to_char(v_paid, 'FM999,999,990.00'), v_invoice.invoice_number, to_char(v_balance, 'FM999,999,990.00')
        using errcode = '22023';
    end if;
    if abs(v_previous - v_balance) > 0.01 then
      raise exception 'El saldo anterior de la factura % en el complemento (%) no es el saldo registrado (%); sube primero los complementos anteriores.',
        v_invoice.invoice_number, to_char(v_previous, 'FM999,999,990.00'), to_char(v_balance, 'FM999,999,990.00')
        using errcode = '22023';
    end if;
    insert into public.invoice_payments (complement_id, invoice_id, company_id, paid_on, method, currency,
      exchange_rate, equivalence, installment, previous_balance, amount_paid, remaining)
    values (p_id, v_invoice.id, p_company_id, (v_payment ->> 'paid_on')::date, v_payment ->> 'method',
      v_invoice.currency, coalesce((v_payment ->> 'exchange_rate')::numeric, 1),
      coalesce((v_payment ->> 'equivalence')::numeric, 1), (v_payment ->> 'installment')::integer,
      v_previous, v_paid, greatest(v_remaining, 0));
    v_touched := array_append(v_touched, v_invoice.id);
  end loop;

  -- Each invoice: paid on its latest payment's day; paid off when its last payment leaves nothing.
  update public.invoices i
  set paid_on = s.last_paid_on,
    status = case when s.remaining <= 0 then 'pagada' else i.status end
  from (
    select p.invoice_id, min(p.remaining) as remaining, max(p.paid_on) as last_paid_on
    from public.invoice_payments p
    where p.invoice_id = any (v_touched)
    group by p.invoice_id
  ) s
  where i.id = s.invoice_id;

  return p_id;
end
$$;

revoke all on function public.record_payment_complement(uuid, uuid, text, text, text, text, jsonb) from public;
grant execute on function public.record_payment_complement(uuid, uuid, text, text, text, text, jsonb)
  to anon, authenticated;
