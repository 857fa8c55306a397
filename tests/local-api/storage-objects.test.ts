// Generic Storage API through supabase-js's storage client, on a schema of its own (set up below):
// bucket `docs` is private, each user owns the folder named after its uid; `pics` is public, PNG only, 1 KB.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startGateway, type Gateway } from '../../local/api/server';
import { emulatorToken, makeClient, testGatewayOptions } from './helpers';
import { STORAGE_TEST_SQL } from './storage-schema';

let gw: Gateway;
let anon: SupabaseClient;
let service: SupabaseClient;
let alice: SupabaseClient;
let bob: SupabaseClient;

beforeAll(async () => {
  gw = await startGateway(testGatewayOptions());
  await gw.db.exec(STORAGE_TEST_SQL);
  anon = makeClient(gw, gw.anonKey);
  service = makeClient(gw, gw.serviceKey);
  alice = makeClient(gw, gw.anonKey, emulatorToken('alice'));
  bob = makeClient(gw, gw.anonKey, emulatorToken('bob'));
});
afterAll(async () => {
  await gw?.close();
});

const pdf = (text: string) => Buffer.from(`%PDF-1.4 ${text}`);
const textOf = async (blob: Blob | null) => (blob ? Buffer.from(await blob.arrayBuffer()).toString() : null);
/** alice/a.pdf with this text, whatever earlier tests did (tests run in any order). */
const putA = async (text: string) => {
  const res = await service.storage
    .from('docs')
    .upload('alice/a.pdf', pdf(text), { contentType: 'application/pdf', upsert: true });
  expect(res.error).toBeNull();
};

describe.shuffle('upload and download', () => {
  it('uploads a raw body and downloads the same bytes with its content type', async () => {
    await service.storage.from('docs').remove(['alice/a.pdf']);
    const up = await alice.storage
      .from('docs')
      .upload('alice/a.pdf', pdf('one'), { contentType: 'application/pdf' });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: 'alice/a.pdf', fullPath: 'docs/alice/a.pdf' });
    expect(up.data?.id).toMatch(/^[0-9a-f-]{36}$/);
    const down = await alice.storage.from('docs').download('alice/a.pdf');
    expect(down.error).toBeNull();
    expect(down.data?.type).toBe('application/pdf');
    expect(await textOf(down.data)).toBe('%PDF-1.4 one');
  });

  it('uploads a Blob as multipart form data with its type and cache control', async () => {
    const blob = new Blob(['hello'], { type: 'text/plain' });
    const up = await alice.storage.from('docs').upload('alice/notes/hello.txt', blob, { cacheControl: '60' });
    expect(up.error).toBeNull();
    const info = await alice.storage.from('docs').info('alice/notes/hello.txt');
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: 'alice/notes/hello.txt',
      bucketId: 'docs',
      size: 5,
      contentType: 'text/plain',
      cacheControl: 'max-age=60',
    });
    const res = await fetch(`${gw.url}/storage/v1/object/authenticated/docs/alice/notes/hello.txt`, {
      headers: { apikey: gw.anonKey, Authorization: `Bearer ${emulatorToken('alice')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('max-age=60');
    expect(await res.text()).toBe('hello');
  });

  it('refuses an existing name without upsert (409), overwrites with upsert and with update (PUT)', async () => {
    await putA('one');
    const again = await alice.storage
      .from('docs')
      .upload('alice/a.pdf', pdf('two'), { contentType: 'application/pdf' });
    expect(again.error).toMatchObject({
      status: 409,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(await textOf((await alice.storage.from('docs').download('alice/a.pdf')).data)).toBe(
      '%PDF-1.4 one',
    );
    const upsert = await alice.storage
      .from('docs')
      .upload('alice/a.pdf', pdf('two'), { contentType: 'application/pdf', upsert: true });
    expect(upsert.error).toBeNull();
    expect(await textOf((await alice.storage.from('docs').download('alice/a.pdf')).data)).toBe(
      '%PDF-1.4 two',
    );
    const update = await alice.storage
      .from('docs')
      .update('alice/a.pdf', pdf('three'), { contentType: 'application/pdf' });
    expect(update.error).toBeNull();
    expect(await textOf((await alice.storage.from('docs').download('alice/a.pdf')).data)).toBe(
      '%PDF-1.4 three',
    );
    const { rows } = await gw.db.query(
      `select count(*)::int n from storage.objects where name = 'alice/a.pdf'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('exists() tells a present object from a missing one', async () => {
    await putA('one');
    expect((await alice.storage.from('docs').exists('alice/a.pdf')).data).toBe(true);
    expect((await alice.storage.from('docs').exists('alice/nope.pdf')).data).toBe(false);
  });
});

describe.shuffle('access decided by RLS on storage.objects', () => {
  beforeEach(() => putA('three'));

  it('another user cannot download, list, sign, overwrite or remove it', async () => {
    const down = await bob.storage.from('docs').download('alice/a.pdf');
    expect(down.data).toBeNull();
    expect(down.error).toMatchObject({ status: 404, message: 'Object not found' });
    expect((await bob.storage.from('docs').list('alice')).data).toEqual([]);
    expect((await bob.storage.from('docs').createSignedUrl('alice/a.pdf', 60)).error).toMatchObject({
      status: 404,
    });
    const write = await bob.storage
      .from('docs')
      .upload('alice/evil.pdf', pdf('x'), { contentType: 'application/pdf' });
    expect(write.error).toMatchObject({ status: 403, message: 'new row violates row-level security policy' });
    expect((await bob.storage.from('docs').remove(['alice/a.pdf'])).data).toEqual([]);
    expect((await alice.storage.from('docs').exists('alice/a.pdf')).data).toBe(true);
    const { rows } = await gw.db.query(
      `select count(*)::int n from storage.objects where name = 'alice/evil.pdf'`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('an anonymous caller gets nothing from a private bucket, nor through its public URL', async () => {
    expect((await anon.storage.from('docs').download('alice/a.pdf')).error).toMatchObject({ status: 404 });
    expect((await anon.storage.from('docs').upload('alice/x.pdf', pdf('x'))).error).toMatchObject({
      status: 403,
    });
    const url = anon.storage.from('docs').getPublicUrl('alice/a.pdf').data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });

  it('the service role bypasses RLS', async () => {
    expect(await textOf((await service.storage.from('docs').download('alice/a.pdf')).data)).toBe(
      '%PDF-1.4 three',
    );
  });
});

describe.shuffle('list', () => {
  beforeAll(async () => {
    for (const name of ['b.pdf', 'c.pdf', 'sub/d.pdf', 'sub/deeper/e.pdf', 'Zeta.pdf'])
      expect(
        (
          await alice.storage
            .from('docs')
            .upload(`alice/l/${name}`, pdf(name), { contentType: 'application/pdf' })
        ).error,
      ).toBeNull();
  });

  it('returns one level with folders as entries with a null id', async () => {
    const { data, error } = await alice.storage.from('docs').list('alice/l');
    expect(error).toBeNull();
    expect(data?.map((e) => [e.name, e.id === null])).toEqual([
      ['Zeta.pdf', false],
      ['b.pdf', false],
      ['c.pdf', false],
      ['sub', true],
    ]);
    const file = data?.find((e) => e.name === 'b.pdf');
    expect(file?.metadata).toMatchObject({ size: 14, mimetype: 'application/pdf' });
    expect((await alice.storage.from('docs').list('alice/l/sub')).data?.map((e) => e.name)).toEqual([
      'd.pdf',
      'deeper',
    ]);
  });

  it('applies limit, offset, sortBy and search', async () => {
    const page = await alice.storage
      .from('docs')
      .list('alice/l', { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(page.data?.map((e) => e.name)).toEqual(['c.pdf', 'b.pdf']);
    expect(
      (await alice.storage.from('docs').list('alice/l', { search: 'z' })).data?.map((e) => e.name),
    ).toEqual(['Zeta.pdf']);
    const bad = await alice.storage
      .from('docs')
      .list('alice/l', { sortBy: { column: 'name; drop table x', order: 'asc' } });
    expect(bad.error).toMatchObject({ status: 400 });
  });
});
