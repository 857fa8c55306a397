import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startGateway, type Gateway } from '../../local/api/server';

import { raw, testGatewayOptions } from './helpers';

// The gateway's own life cycle: data directory, fresh start, seeds, schema reload, static folders.
// Several gateways start one after another here, so tests get a generous timeout.
const SLOW = 240_000;
let tmp: string;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'local-api-lifecycle-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function withGateway<T>(
  opts: Parameters<typeof testGatewayOptions>[0],
  fn: (gw: Gateway) => Promise<T>,
): Promise<T> {
  const gw = await startGateway(testGatewayOptions(opts));
  try {
    return await fn(gw);
  } finally {
    await gw.close();
  }
}

const countryIds = async (gw: Gateway) => (await raw(gw, '/countries?select=id&order=id')).json;
const itemSkus = async (gw: Gateway) => (await raw(gw, '/items?select=sku&order=sku')).json;

describe.shuffle('data directory', () => {
  it(
    'persists writes between runs, seeds once, and fresh starts over',
    async () => {
      const dataDir = join(tmp, 'data');
      const seed = join(tmp, 'seed.sql');
      await writeFile(seed, "insert into public.countries (id, name, code) values (4, 'Bolivia', 'BO');\n");
      const opts = { dataDir, seedFiles: [seed] };

      await withGateway(opts, async (gw) => {
        expect(await countryIds(gw)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
        const res = await raw(gw, '/items', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ sku: 'PERSISTE' }),
        });
        expect(res.status).toBe(201);
      });
      await withGateway(opts, async (gw) => {
        expect(await itemSkus(gw)).toEqual([{ sku: 'A-1' }, { sku: 'B-2' }, { sku: 'PERSISTE' }]);
        expect(await countryIds(gw)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
      });
      await withGateway({ ...opts, fresh: true }, async (gw) => {
        expect(await itemSkus(gw)).toEqual([{ sku: 'A-1' }, { sku: 'B-2' }]);
        expect(await countryIds(gw)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
      });
    },
    SLOW,
  );
});

describe.shuffle('running gateway', () => {
  it(
    "reloads the schema cache on NOTIFY pgrst, 'reload schema'",
    async () => {
      const files = join(tmp, 'files');
      await rm(files, { recursive: true, force: true });
      await withGateway(
        { staticDirs: { '/demo-files/': await makeFiles(files) }, corsOrigins: ['http://localhost:5173'] },
        async (gw) => {
          expect((await raw(gw, '/late')).status).toBe(404);
          await gw.db.exec(
            "create table public.late (id int primary key); insert into public.late values (7); notify pgrst, 'reload schema';",
          );
          let res = await raw(gw, '/late');
          for (let i = 0; i < 50 && res.status !== 200; i++) {
            await new Promise((r) => setTimeout(r, 100));
            res = await raw(gw, '/late');
          }
          expect(res.json).toEqual([{ id: 7 }]);

          // Static folders: served read-only, with CORS, never outside the folder.
          const base = `${gw.url}/demo-files`;
          const file = await fetch(`${base}/hola.txt`, { headers: { Origin: 'http://localhost:5173' } });
          expect(file.status).toBe(200);
          expect(await file.text()).toBe('Hola');
          expect(file.headers.get('access-control-allow-origin')).not.toBeNull();
          expect((await fetch(`${base}/hola.txt`, { method: 'POST', body: 'x' })).status).toBe(405);
          expect((await fetch(`${base}/..%2f..%2fpackage.json`)).status).toBe(404);
          expect((await fetch(`${base}/nada.txt`)).status).toBe(404);
        },
      );
    },
    SLOW,
  );
});

async function makeFiles(dir: string): Promise<string> {
  const { mkdir } = await import('node:fs/promises');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'hola.txt'), 'Hola');
  return dir;
}
