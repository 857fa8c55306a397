// The server side of the client's REPSE tab: `npx tsx bench/portal/repse-queries.ts` starts the
// gateway with the demo and scale seeds (no browser, no build) and times, as cliente_a, each request the
// tab makes, alone (median of 5) and all at once, then prints the plan of each with its timings.
import { loadavg } from 'node:os';
import { join } from 'node:path';

import { SignJWT } from 'jose';

import { startGateway } from '../../local/api/server';
import { FIREBASE_PROJECT_ID, PATHS, ROOT } from '../../local/stack/config';

const COMPANY = '10000000-0000-4000-8000-00000000000a';
const YEAR = new Date().getFullYear();
const own = `or=(company_id.eq.${COMPANY},is_global.eq.true)`;
const REQUESTS: Record<string, string> = {
  periods: `document_periods?select=year,month&${own}&order=year.desc,month.desc`,
  yearDocuments: `documents?select=id,company_id,is_global,year,month,name,url,document_type&${own}&year=eq.${YEAR}&order=year.desc,month.desc,name.asc,id.asc&offset=0&limit=1000`,
  types: `document_types?select=id,code,name,periodicity&order=sort_order.asc,name.asc`,
  typeCompanies: `document_type_companies?select=document_type_id,company_id&order=document_type_id.asc,company_id.asc&offset=0&limit=1000`,
  compliance: `documents?select=id,document_type_id,company_id,is_global,year,month,name,url,sha256,issued_on,expires_on&document_type_id=not.is.null&year=gte.${YEAR - 4}&year=lte.${YEAR}&${own}&order=year.asc,month.asc,id.asc&offset=0&limit=1000`,
  deliveries: `delivery_events?select=id,occurred_at,event,item_name,actor_email,sha256&company_id=eq.${COMPANY}&order=occurred_at.desc,id.desc&offset=0&limit=10`,
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const gateway = await startGateway({
    port: 0,
    migrationsDir: join(ROOT, PATHS.migrations),
    seedFiles: [join(ROOT, PATHS.seed), join(ROOT, PATHS.seedScale)],
    firebaseEmulatorProject: FIREBASE_PROJECT_ID,
  });
  try {
    const token = await new SignJWT({
      role: 'authenticated',
      aud: FIREBASE_PROJECT_ID,
      iss: `https://securetoken.google.com/${FIREBASE_PROJECT_ID}`,
      email: 'cliente.a@portal.demo',
      email_verified: true,
    })
      .setSubject('demo-cliente-a')
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(gateway.jwtSecret));
    const headers = { apikey: gateway.anonKey, Authorization: `Bearer ${token}` };
    const time = async (path: string, extra: Record<string, string> = {}) => {
      const t0 = performance.now();
      const res = await fetch(`${gateway.url}/rest/v1/${path}`, { headers: { ...headers, ...extra } });
      const rows = ((await res.json()) as unknown[]).length;
      if (!res.ok) throw new Error(`${res.status} ${path}`);
      return { ms: performance.now() - t0, rows };
    };
    console.log(`load ${loadavg()[0].toFixed(2)} · year ${YEAR}`);
    for (const [name, path] of Object.entries(REQUESTS)) {
      const runs = [];
      for (let i = 0; i < 5; i += 1) runs.push(await time(path));
      console.log(`  ${name}: ${median(runs.map((r) => r.ms)).toFixed(0)} ms · ${runs[0].rows} rows`);
    }
    const counted = [];
    for (let i = 0; i < 5; i += 1) counted.push(await time(REQUESTS.deliveries, { Prefer: 'count=exact' }));
    console.log(`  deliveries with count=exact: ${median(counted.map((r) => r.ms)).toFixed(0)} ms`);
    const plans = [
      `select year, month from public.document_periods where company_id = '${COMPANY}' or is_global order by year desc, month desc`,
      `select id, name from public.documents where (company_id = '${COMPANY}' or is_global) and year = ${YEAR} order by year desc, month desc, name, id limit 1000`,
    ];
    for (const sql of plans) {
      const out = await gateway.db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({
            role: 'authenticated',
            sub: 'demo-cliente-a',
            aud: FIREBASE_PROJECT_ID,
            iss: `https://securetoken.google.com/${FIREBASE_PROJECT_ID}`,
          }),
        ]);
        await tx.query('set local role authenticated');
        return tx.query<{ 'QUERY PLAN': string }>(`explain analyze ${sql}`);
      });
      console.log(`\n${sql}\n${out.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
    const t0 = performance.now();
    await Promise.all(Object.values(REQUESTS).map((p) => time(p)));
    console.log(`  all at once: ${(performance.now() - t0).toFixed(0)} ms`);
  } finally {
    await gateway.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
