import { existsSync } from 'node:fs';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startCluster } from '../../bench/pg-cluster';
import { startGateway, type Gateway } from '../../local/api/server';
import { makeClient, signToken, testGatewayOptions } from './helpers';

// The same API over a real PostgreSQL 15 (--database-url): a throwaway Debian cluster, a database of
// the gateway's own on it, requests served concurrently with the same per-request isolation.
const available = existsSync('/usr/lib/postgresql/15/bin/initdb');
let cluster: Awaited<ReturnType<typeof startCluster>>;
let gw: Gateway;

beforeAll(async () => {
  if (!available) return;
  cluster = await startCluster();
  gw = await startGateway(
    testGatewayOptions({ databaseUrl: cluster!.url, ephemeralDatabase: true, poolSize: 10 }),
  );
});
afterAll(async () => {
  await gw?.close();
  cluster?.stop();
});

describe.skipIf(!available).shuffle('PostgreSQL backend', () => {
  it('serves the test schema with the bootstrap, migrations and rows in physical order', async () => {
    expect(gw.backend).toBe('postgres');
    const anon = makeClient(gw, gw.anonKey);
    expect((await anon.from('countries').select('id').order('id')).data).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
    expect((await anon.from('tickets').select('title').limit(1).single()).data).toEqual({ title: 'primero' });
    const { rows } = await gw.db.query<{ v: string }>("select current_setting('server_version') as v");
    expect(rows[0].v).toMatch(/^15\./);
  });

  it('runs requests concurrently, each with its own role and claims', async () => {
    const users = Array.from({ length: 8 }, (_, i) => `user-${i}`);
    const clients = await Promise.all(
      users.map(async (sub) => makeClient(gw, gw.anonKey, await signToken({ sub, role: 'authenticated' }))),
    );
    const t0 = Date.now();
    const results = await Promise.all(clients.map((c) => c.rpc('nap', { secs: 0.8 })));
    const elapsed = Date.now() - t0;
    expect(results.map((r) => r.data)).toEqual(users);
    // Eight 0.8 s naps one after another would take 6.4 s.
    expect(elapsed).toBeLessThan(4000);
    const who = await Promise.all(
      clients.map(async (c) => ((await c.rpc('whoami')).data as { claims: { sub: string } }).claims.sub),
    );
    expect(who).toEqual(users);
    // Between requests every pooled connection is back to the owner with no request settings.
    const { rows } = await gw.db.query<{ u: string; c: string | null }>(
      "select current_user as u, nullif(current_setting('request.jwt.claims', true), '') as c",
    );
    expect(rows).toEqual([{ u: 'postgres', c: null }]);
  });

  it('writes roll back on error and RLS applies as on PGlite', async () => {
    const userA = makeClient(
      gw,
      gw.anonKey,
      await signToken({ sub: 'demo-cliente-a', role: 'authenticated' }),
    );
    expect((await userA.from('todos').select('id').lt('id', 100).order('id')).data?.map((r) => r.id)).toEqual(
      [1, 2],
    );
    const refused = await userA.from('todos').insert({ owner: 'someone-else', task: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
  });

  it('drops its own database on close', async () => {
    const other = await startGateway(
      testGatewayOptions({ databaseUrl: cluster!.url, ephemeralDatabase: true }),
    );
    const { rows } = await other.db.query<{ d: string }>('select current_database() as d');
    const name = rows[0].d;
    expect(name).toMatch(/^local_api_/);
    await other.close();
    const client = new pg.Client({ connectionString: cluster!.url });
    await client.connect();
    try {
      const left = await client.query('select 1 from pg_database where datname = $1', [name]);
      expect(left.rowCount).toBe(0);
    } finally {
      await client.end();
    }
  }, 60_000);
});
