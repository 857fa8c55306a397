-- caught by: tests/integration/delivery-receipts.test.ts tests/integration/permission-matrix.test.ts
-- The public verification returns the whole snapshot (titles, file names, people and their openings) along
-- with the fingerprints.
drop function public.verify_delivery_receipt(text);
create function public.verify_delivery_receipt(p_code text)
returns table (company_name text, month date, issued_at timestamptz, file_fingerprints text[],
  fingerprint text, entries jsonb)
language sql stable security definer
set search_path = ''
as $$
  select r.company_name, r.month, r.issued_at,
    array(select e.value ->> 'sha256' from jsonb_array_elements(r.entries) with ordinality as e (value, n)
      order by e.n),
    r.fingerprint, r.entries
  from public.delivery_receipts r
  where r.code = upper(btrim(p_code))
$$;
grant execute on function public.verify_delivery_receipt(text) to anon, authenticated;
