// Storage behaviours checked against Supabase Storage: limits on move, odd keys, list-v2,
// requests with no credentials, response shapes, decimal size units.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startGateway, type Gateway } from '../../local/api/server';
import { emulatorToken, makeClient, testGatewayOptions } from './helpers';
import { STORAGE_TEST_SQL } from './storage-schema';

let gw: Gateway;
let service: SupabaseClient;
let alice: SupabaseClient;

beforeAll(async () => {
  gw = await startGateway(testGatewayOptions());
  await gw.db.exec(STORAGE_TEST_SQL);
  service = makeClient(gw, gw.serviceKey);
  alice = makeClient(gw, gw.anonKey, emulatorToken('alice'));
});
afterAll(async () => {
  await gw?.close();
});
// Every test starts from the same objects, whatever ran before it.
beforeEach(async () => {
  for (const bucket of ['docs', 'pics']) await service.storage.emptyBucket(bucket);
});

const pdf = Buffer.from('%PDF-1.4 hello');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.shuffle('move across buckets', () => {
  it("checks the destination bucket's types and size, as copy and upload do", async () => {
    await service.storage.from('docs').upload('alice/a.pdf', pdf, { contentType: 'application/pdf' });
    const moved = await service.storage
      .from('docs')
      .move('alice/a.pdf', 'a.pdf', { destinationBucket: 'pics' });
    expect(moved.error).toMatchObject({ status: 415 });
    // Still where it was.
    expect((await service.storage.from('docs').exists('alice/a.pdf')).data).toBe(true);
    expect((await service.storage.from('pics').exists('a.pdf')).data).toBe(false);

    const big = Buffer.concat([png, Buffer.alloc(2000)]);
    await service.storage.from('docs').upload('alice/big.png', big, { contentType: 'image/png' });
    const tooBig = await service.storage
      .from('docs')
      .move('alice/big.png', 'big.png', { destinationBucket: 'pics' });
    expect(tooBig.error).toMatchObject({ status: 413 });

    await service.storage.from('docs').upload('alice/ok.png', png, { contentType: 'image/png' });
    const ok = await service.storage
      .from('docs')
      .move('alice/ok.png', 'ok.png', { destinationBucket: 'pics' });
    expect(ok.error).toBeNull();
    expect((await service.storage.from('pics').exists('ok.png')).data).toBe(true);
  });

  it('a caller who may not move it gets 404 before any limit is checked', async () => {
    await service.storage.from('docs').upload('bob/b.pdf', pdf, { contentType: 'application/pdf' });
    const res = await alice.storage.from('docs').move('bob/b.pdf', 'x.pdf', { destinationBucket: 'pics' });
    expect(res.error).toMatchObject({ status: 404, message: 'Object not found' });
  });
});

describe.shuffle('keys and credentials', () => {
  it('a NUL in a key is 400, not 500', async () => {
    const url = `${gw.url}/storage/v1/object/docs/alice/a%00b.pdf`;
    const headers = { apikey: gw.serviceKey, Authorization: `Bearer ${gw.serviceKey}` };
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await fetch(url, { method, headers, body: method === 'POST' ? 'x' : undefined });
      expect({ method, status: res.status }).toEqual({ method, status: 400 });
    }
    const move = await service.storage.from('docs').move('alice/a\0.pdf', 'alice/b.pdf');
    expect(move.error).toMatchObject({ status: 400 });
  });

  it('a request with neither key nor token is refused (403), not served as anon', async () => {
    const res = await fetch(`${gw.url}/storage/v1/bucket`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    const list = await fetch(`${gw.url}/storage/v1/object/list/docs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"prefix":""}',
    });
    expect(list.status).toBe(403);
  });
});

describe.shuffle('list-v2', () => {
  beforeEach(async () => {
    for (const name of ['alice/a.txt', 'alice/b.txt', 'alice/sub/c.txt', 'alice/sub/d.txt', 'alice/z/e.txt'])
      await service.storage.from('docs').upload(name, 'x', { contentType: 'text/plain' });
  });

  it('lists full keys under a prefix, folders collapsed with the delimiter, and pages by cursor', async () => {
    const all = await alice.storage.from('docs').listV2({ prefix: 'alice/' });
    expect(all.error).toBeNull();
    expect(all.data?.objects.map((o) => o.name)).toEqual([
      'alice/a.txt',
      'alice/b.txt',
      'alice/sub/c.txt',
      'alice/sub/d.txt',
      'alice/z/e.txt',
    ]);
    expect(all.data?.hasNext).toBe(false);

    const level = await alice.storage.from('docs').listV2({ prefix: 'alice/', with_delimiter: true });
    expect(level.data?.folders.map((f) => f.name)).toEqual(['alice/sub/', 'alice/z/']);
    expect(level.data?.objects.map((o) => o.name)).toEqual(['alice/a.txt', 'alice/b.txt']);

    const first = await alice.storage.from('docs').listV2({ prefix: 'alice/', limit: 2 });
    expect(first.data?.objects.map((o) => o.name)).toEqual(['alice/a.txt', 'alice/b.txt']);
    expect(first.data?.hasNext).toBe(true);
    const second = await alice.storage
      .from('docs')
      .listV2({ prefix: 'alice/', limit: 2, cursor: first.data?.nextCursor });
    expect(second.data?.objects.map((o) => o.name)).toEqual(['alice/sub/c.txt', 'alice/sub/d.txt']);
    const desc = await alice.storage
      .from('docs')
      .listV2({ prefix: 'alice/', sortBy: { column: 'name', order: 'desc' }, limit: 1 });
    expect(desc.data?.objects.map((o) => o.name)).toEqual(['alice/z/e.txt']);
  });

  it('is never taken for an upload into a bucket named list-v2', async () => {
    await alice.storage.from('docs').listV2({ prefix: 'alice/' });
    const { rows } = await gw.db.query(
      `select count(*)::int as n from storage.objects where bucket_id = 'list-v2'`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('only shows what the caller may read', async () => {
    await service.storage.from('docs').upload('bob/x.txt', 'x', { contentType: 'text/plain' });
    const res = await alice.storage.from('docs').listV2({ prefix: '' });
    expect(res.data?.objects.map((o) => o.name).some((n) => n.startsWith('bob/'))).toBe(false);
  });
});

describe.shuffle('response shapes', () => {
  it('a bucket has no owner_id; info has last_modified but no updated_at; empty says it is queued', async () => {
    const bucket = await service.storage.getBucket('docs');
    expect(bucket.data).not.toHaveProperty('owner_id');
    expect(Object.keys(bucket.data ?? {}).sort()).toEqual(
      [
        'allowed_mime_types',
        'created_at',
        'file_size_limit',
        'id',
        'name',
        'owner',
        'public',
        'updated_at',
      ].sort(),
    );
    await service.storage.from('docs').upload('alice/i.pdf', pdf, { contentType: 'application/pdf' });
    const res = await fetch(`${gw.url}/storage/v1/object/info/docs/alice/i.pdf`, {
      headers: { apikey: gw.serviceKey, Authorization: `Bearer ${gw.serviceKey}` },
    });
    const info = (await res.json()) as Record<string, unknown>;
    expect(info).not.toHaveProperty('updated_at');
    expect(info).toMatchObject({ name: 'alice/i.pdf', bucket_id: 'docs', size: pdf.length });
    expect(typeof info.last_modified).toBe('string');
    const emptied = await service.storage.emptyBucket('docs');
    expect(emptied.data).toEqual({
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    });
  });

  it("sizes such as '20mb' are decimal: 20,000,000 bytes", async () => {
    await service.storage.createBucket('decimal', { public: false, fileSizeLimit: '20mb' });
    try {
      expect((await service.storage.getBucket('decimal')).data?.file_size_limit).toBe(20_000_000);
      await service.storage.updateBucket('decimal', { public: false, fileSizeLimit: '1.5kb' });
      expect((await service.storage.getBucket('decimal')).data?.file_size_limit).toBe(1500);
    } finally {
      await service.storage.deleteBucket('decimal');
    }
  });
});
