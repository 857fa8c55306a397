// The demo's delivery receipt ('Acuse de Entrega'), made once the seeded documents carry their
// fingerprints (seedStorage fills them in from the files): cliente_a opens the three newest documents
// published to Constructora Alfa and downloads one, then the demo admin's receipt of the current month is
// issued by the same database function the portal calls. Runs as the database owner, outside any request,
// so it leaves no audit entry (like the rest of the seed).
import type { Database } from '../api/backend';

const COMPANY_A = '10000000-0000-4000-8000-00000000000a';
const ADMIN = '20000000-0000-4000-8000-000000000001';
const CLIENTE_A = '20000000-0000-4000-8000-000000000002';

export async function seedDeliveryReceipt(db: Database): Promise<string> {
  await db.exec(`
    with newest as (
      select e.occurred_at, e.document_id, e.item_name, e.sha256, e.period_year, e.period_month,
        row_number() over (order by e.occurred_at desc, e.id desc) as n
      from public.delivery_events e
      where e.company_id = '${COMPANY_A}' and e.event = 'published' and e.document_id is not null
    )
    insert into public.delivery_events (occurred_at, event, company_id, document_id, item_name, sha256,
      period_year, period_month, profile_id, actor_email)
    -- Between the publication (the seed's statement) and now, an opening before its download.
    select n.occurred_at + (now() - n.occurred_at) * (case when k.event = 'opened' then 0.2 * n.n else 0.9 end),
      k.event, '${COMPANY_A}', n.document_id, n.item_name, n.sha256, n.period_year, n.period_month, p.id, p.email
    from newest n
    cross join (values ('opened'), ('downloaded')) as k (event)
    join public.profiles p on p.id = '${CLIENTE_A}'
    where n.n <= 3 and (k.event = 'opened' or n.n = 1)
    on conflict do nothing;
  `);
  const [result] = await db.exec(`
    select (app.issue_delivery_receipt('${COMPANY_A}',
      (now() at time zone 'America/Mexico_City')::date, '${ADMIN}')).code as code;
  `);
  return String((result.rows[0] as { code: string }).code);
}
