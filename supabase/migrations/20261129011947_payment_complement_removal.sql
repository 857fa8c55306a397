-- Payment complements, continued: an invoice with recorded payments takes its payment date and its
-- 'pagada' status from them only; an admin removes a complement (newest first for each invoice) and every
-- invoice it paid gets back its payment date, balance and status; and the refusals that name amounts or
-- installments carry them in the error's detail as JSON ({"reason": ..., the numbers}), so the browser
-- words them in the portal's money format (utils/format.ts); the message itself stays a Spanish sentence
-- for anyone reading the database's answer directly.

-- An invoice paid through complements: its paid_on is its latest payment's day and it is 'pagada' exactly
-- when its last payment leaves nothing, whoever writes the row (the recording and removal functions write
-- exactly that, so they pass). Reads the payments whatever the writer's row-level security shows it.
create or replace function app.refuse_manual_payment() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_last date;
  v_remaining numeric;
  v_was_paid boolean := lower(btrim(old.status)) = 'pagada';
  v_is_paid boolean := lower(btrim(new.status)) = 'pagada';
begin
  if new.paid_on is not distinct from old.paid_on and v_is_paid = v_was_paid then
    return new;
  end if;
  select count(*), max(p.paid_on), min(p.remaining) into v_count, v_last, v_remaining
  from public.invoice_payments p
  where p.invoice_id = new.id;
  if v_count = 0 then
    return new;
  end if;
  if new.paid_on is distinct from v_last or v_is_paid <> (v_remaining <= 0) then
    raise exception using
      errcode = '23514',
      message = format('La fecha de pago y el estado «Pagada» de la factura %s se toman de sus complementos '
        'de pago; para cambiarlos, sube o elimina un complemento.', new.invoice_number),
      detail = jsonb_build_object('reason', 'paid_by_complements', 'invoice', new.invoice_number)::text;
  end if;
  return new;
end
$$;

revoke all on function app.refuse_manual_payment() from public;

create trigger invoices_paid_by_complements before update of paid_on, status on public.invoices
  for each row execute function app.refuse_manual_payment();

-- As in 20261129000128, plus: an installment (NumParcialidad) already recorded for the invoice is refused,
-- and the refusals with amounts carry them in the detail.
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
  v_installment integer;
  v_other text;
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
    v_installment := (v_payment ->> 'installment')::integer;
    if v_installment is not null then
      select c.rep_uuid into v_other
      from public.invoice_payments p
      join public.payment_complements c on c.id = p.complement_id
      where p.invoice_id = v_invoice.id and p.installment = v_installment
      limit 1;
      if found then
        raise exception using
          errcode = '22023',
          message = format('La parcialidad %s de la factura %s ya se registró con el complemento %s.',
            v_installment, v_invoice.invoice_number, v_other),
          detail = jsonb_build_object('reason', 'repeated_installment', 'invoice', v_invoice.invoice_number,
            'installment', v_installment, 'rep_uuid', v_other, 'same', v_other = upper(p_rep_uuid))::text;
      end if;
    end if;
    -- What the invoice still owes: the last recorded payment's remaining, or its total
    -- (balances only go down, so the lowest remaining is the latest).
    select min(p.remaining) into v_balance from public.invoice_payments p where p.invoice_id = v_invoice.id;
    v_balance := coalesce(v_balance, v_invoice.amount);
    v_previous := (v_payment ->> 'previous_balance')::numeric;
    v_paid := (v_payment ->> 'amount_paid')::numeric;
    v_remaining := (v_payment ->> 'remaining')::numeric;
    if v_paid - v_balance > 0.01 then
      raise exception using
        errcode = '22023',
        message = format('El complemento paga %s %s de la factura %s, más que su saldo de %s %s.',
          to_char(v_paid, 'FM999,999,990.00'), v_invoice.currency, v_invoice.invoice_number,
          to_char(v_balance, 'FM999,999,990.00'), v_invoice.currency),
        detail = jsonb_build_object('reason', 'over_balance', 'invoice', v_invoice.invoice_number,
          'paid', v_paid, 'balance', v_balance, 'currency', v_invoice.currency)::text;
    end if;
    if abs(v_previous - v_balance) > 0.01 then
      raise exception using
        errcode = '22023',
        message = format('El saldo anterior de la factura %s en el complemento (%s %s) no es el saldo '
          'registrado (%s %s); sube primero los complementos anteriores.', v_invoice.invoice_number,
          to_char(v_previous, 'FM999,999,990.00'), v_invoice.currency,
          to_char(v_balance, 'FM999,999,990.00'), v_invoice.currency),
        detail = jsonb_build_object('reason', 'stale_balance', 'invoice', v_invoice.invoice_number,
          'previous', v_previous, 'balance', v_balance, 'currency', v_invoice.currency)::text;
    end if;
    insert into public.invoice_payments (complement_id, invoice_id, company_id, paid_on, method, currency,
      exchange_rate, equivalence, installment, previous_balance, amount_paid, remaining)
    values (p_id, v_invoice.id, p_company_id, (v_payment ->> 'paid_on')::date, v_payment ->> 'method',
      v_invoice.currency, coalesce((v_payment ->> 'exchange_rate')::numeric, 1),
      coalesce((v_payment ->> 'equivalence')::numeric, 1), v_installment,
      v_previous, v_paid, greatest(v_remaining, 0));
    v_touched := array_append(v_touched, v_invoice.id);
  end loop;

  -- Each invoice: paid on its latest payment's day; paid off when its last payment leaves nothing, and
  -- not 'pagada' (as one marked by hand before its first complement) while something is owed.
  update public.invoices i
  set paid_on = s.last_paid_on,
    status = case
      when s.remaining <= 0 then 'pagada'
      when lower(btrim(i.status)) = 'pagada' then 'pendiente'
      else i.status
    end
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

-- Removes a complement and its payments, all or nothing, and returns its XML's reference (the caller
-- removes the file once this has succeeded). Each invoice it paid is paid on its latest remaining payment
-- (none: no date), owes what that payment left (none: its total) and, when something is owed again, is
-- 'pendiente' instead of 'pagada'. Installments come off newest first: a complement is refused while an
-- invoice it paid has a payment recorded after it by another complement. Refusals: 42501 (not an admin),
-- P0002 (no such complement), 23514 (a later complement; the detail names it).
create or replace function public.remove_payment_complement(p_id uuid) returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_complement public.payment_complements%rowtype;
  v_invoice text;
  v_later text;
  v_touched uuid[];
begin
  if not (select app.is_admin()) then
    raise exception 'Solo un administrador elimina complementos de pago.' using errcode = '42501';
  end if;
  select * into v_complement from public.payment_complements c where c.id = p_id for update;
  if not found then
    raise exception 'El complemento de pago ya no existe.' using errcode = 'P0002';
  end if;
  select array_agg(i.id order by i.id) into v_touched
  from public.invoices i
  where i.id in (select p.invoice_id from public.invoice_payments p where p.complement_id = p_id);
  perform 1 from public.invoices i where i.id = any (v_touched) order by i.id for update;

  select i.invoice_number, c.rep_uuid into v_invoice, v_later
  from public.invoice_payments p
  join public.invoice_payments later on later.invoice_id = p.invoice_id
    and later.complement_id <> p.complement_id and later.created_at > p.created_at
  join public.payment_complements c on c.id = later.complement_id
  join public.invoices i on i.id = p.invoice_id
  where p.complement_id = p_id
  order by later.created_at desc
  limit 1;
  if found then
    raise exception using
      errcode = '23514',
      message = format('No se puede eliminar el complemento %s: la factura %s tiene un complemento posterior '
        '(%s). Elimina primero el más reciente.', v_complement.rep_uuid, v_invoice, v_later),
      detail = jsonb_build_object('reason', 'later_complement', 'rep_uuid', v_complement.rep_uuid,
        'invoice', v_invoice, 'later_rep_uuid', v_later)::text;
  end if;

  delete from public.invoice_payments p where p.complement_id = p_id;

  update public.invoices i
  set paid_on = s.last_paid_on,
    status = case
      when coalesce(s.remaining, i.amount) > 0 and lower(btrim(i.status)) = 'pagada' then 'pendiente'
      else i.status
    end
  from (
    select t.id, max(p.paid_on) as last_paid_on, min(p.remaining) as remaining
    from unnest(v_touched) as t (id)
    left join public.invoice_payments p on p.invoice_id = t.id
    group by t.id
  ) s
  where i.id = s.id;

  delete from public.payment_complements c where c.id = p_id;
  return v_complement.xml_url;
end
$$;

revoke all on function public.remove_payment_complement(uuid) from public;
grant execute on function public.remove_payment_complement(uuid) to anon, authenticated;
