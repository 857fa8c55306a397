// Signed URLs, move/copy, public URLs, limits, key validation and rollback on a failed file write.
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startGateway, type Gateway } from '../../local/api/server';
import { emulatorToken, makeClient, signToken, testGatewayOptions } from './helpers';
import { STORAGE_TEST_SQL } from './storage-schema';

let gw: Gateway;
let anon: SupabaseClient;
let alice: SupabaseClient;
let bob: SupabaseClient;
let service: SupabaseClient;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'storage-signed-'));
  gw = await startGateway(testGatewayOptions({ storageDir }));
  await gw.db.exec(STORAGE_TEST_SQL);
  anon = makeClient(gw, gw.anonKey);
  service = makeClient(gw, gw.serviceKey);
  alice = makeClient(gw, gw.anonKey, emulatorToken('alice'));
  bob = makeClient(gw, gw.anonKey, emulatorToken('bob'));
  for (const name of ['alice/s.pdf', 'alice/t.pdf'])
    expect(
      (await alice.storage.from('docs').upload(name, `%PDF ${name}`, { contentType: 'application/pdf' }))
        .error,
    ).toBeNull();
});
afterAll(async () => {
  await gw?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

describe.shuffle('signed URLs', () => {
  it('a signed URL downloads without any key until it expires', async () => {
    const { data, error } = await alice.storage.from('docs').createSignedUrl('alice/s.pdf', 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(
      new RegExp(`^${gw.url}/storage/v1/object/sign/docs/alice/s.pdf\\?token=`),
    );
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // PDFs are shown by the browser's viewer, which a sandboxing CSP would block.
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(await res.text()).toBe('%PDF alice/s.pdf');
    const dl = await fetch(`${data!.signedUrl}&download=informe.pdf`);
    expect(dl.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''informe.pdf");
  });

  it('refuses an expired, tampered, foreign or reused-for-another-path token', async () => {
    const short = await alice.storage.from('docs').createSignedUrl('alice/s.pdf', 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(short.data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: 'Unauthorized', message: 'jwt expired' });

    const ok = (await alice.storage.from('docs').createSignedUrl('alice/s.pdf', 60)).data!.signedUrl;
    const token = new URL(ok).searchParams.get('token')!;
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, url: 'docs/alice/t.pdf' })).toString('base64url')}.${s}`;
    const tampered = await fetch(`${gw.url}/storage/v1/object/sign/docs/alice/t.pdf?token=${forged}`);
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ message: 'invalid signature' });
    expect((await fetch(`${gw.url}/storage/v1/object/sign/docs/alice/t.pdf?token=${token}`)).status).toBe(
      400,
    );
    const otherSecret = await signToken(
      { url: 'docs/alice/s.pdf' },
      { secret: 'another-secret-with-at-least-32-characters!!' },
    );
    expect(
      (await fetch(`${gw.url}/storage/v1/object/sign/docs/alice/s.pdf?token=${otherSecret}`)).status,
    ).toBe(400);
    // The anon key is signed with the same secret but carries no url claim.
    expect(
      (await fetch(`${gw.url}/storage/v1/object/sign/docs/alice/s.pdf?token=${gw.anonKey}`)).status,
    ).toBe(400);
  });

  it('signs many paths, with a per-path error for what the caller cannot read', async () => {
    const { data, error } = await alice.storage
      .from('docs')
      .createSignedUrls(['alice/s.pdf', 'alice/missing.pdf', 'alice/t.pdf'], 60);
    expect(error).toBeNull();
    expect(data?.map((d) => [d.path, d.error === null, d.signedUrl !== null])).toEqual([
      ['alice/s.pdf', true, true],
      ['alice/missing.pdf', false, false],
      ['alice/t.pdf', true, true],
    ]);
    expect(await (await fetch(data![2].signedUrl!)).text()).toBe('%PDF alice/t.pdf');
    const forBob = await bob.storage.from('docs').createSignedUrls(['alice/s.pdf'], 60);
    expect(forBob.data).toEqual([
      expect.objectContaining({ signedUrl: null, error: expect.stringContaining('do not have access') }),
    ]);
  });

  it('signed upload URL: issued only to a caller allowed to insert, then used without a key', async () => {
    expect((await bob.storage.from('docs').createSignedUploadUrl('alice/up.pdf')).error).toMatchObject({
      status: 403,
    });
    const signed = await alice.storage.from('docs').createSignedUploadUrl('alice/up.pdf');
    expect(signed.error).toBeNull();
    const up = await anon.storage
      .from('docs')
      .uploadToSignedUrl('alice/up.pdf', signed.data!.token, Buffer.from('%PDF up'), {
        contentType: 'application/pdf',
      });
    expect(up.error).toBeNull();
    expect(up.data?.fullPath).toBe('docs/alice/up.pdf');
    const { rows } = await gw.db.query(`select owner_id from storage.objects where name = 'alice/up.pdf'`);
    expect(rows).toEqual([{ owner_id: 'alice' }]);
    // An upload token does not download, and is bound to its path.
    expect(
      (await fetch(`${gw.url}/storage/v1/object/sign/docs/alice/up.pdf?token=${signed.data!.token}`)).status,
    ).toBe(400);
    const other = await anon.storage
      .from('docs')
      .uploadToSignedUrl('alice/other.pdf', signed.data!.token, Buffer.from('x'));
    expect(other.error).toMatchObject({ status: 400 });
  });
});

describe.shuffle('move, copy and remove', () => {
  it("moves and copies within the caller's folder only", async () => {
    expect((await alice.storage.from('docs').copy('alice/t.pdf', 'alice/copy/t.pdf')).data).toEqual({
      path: 'docs/alice/copy/t.pdf',
    });
    expect((await alice.storage.from('docs').move('alice/copy/t.pdf', 'alice/moved/t.pdf')).error).toBeNull();
    expect((await alice.storage.from('docs').exists('alice/copy/t.pdf')).data).toBe(false);
    const moved = await alice.storage.from('docs').download('alice/moved/t.pdf');
    expect(Buffer.from(await moved.data!.arrayBuffer()).toString()).toBe('%PDF alice/t.pdf');
    expect(
      (await alice.storage.from('docs').move('alice/moved/t.pdf', 'bob/stolen.pdf')).error,
    ).toMatchObject({ status: 403 });
    expect((await bob.storage.from('docs').copy('alice/t.pdf', 'bob/t.pdf')).error).toMatchObject({
      status: 404,
    });
    expect((await alice.storage.from('docs').move('alice/nothing.pdf', 'alice/x.pdf')).error).toMatchObject({
      status: 404,
    });
    expect((await alice.storage.from('docs').copy('alice/t.pdf', 'alice/s.pdf')).error).toMatchObject({
      status: 409,
    });
  });

  it('removes several objects and their files', async () => {
    for (const name of ['alice/moved/t.pdf', 'alice/up.pdf'])
      await alice.storage.from('docs').upload(name, '%PDF', { contentType: 'application/pdf', upsert: true });
    const { data, error } = await alice.storage
      .from('docs')
      .remove(['alice/moved/t.pdf', 'alice/up.pdf', 'alice/none.pdf']);
    expect(error).toBeNull();
    expect(data?.map((d) => d.name).sort()).toEqual(['alice/moved/t.pdf', 'alice/up.pdf']);
    expect((await alice.storage.from('docs').download('alice/up.pdf')).error).toMatchObject({ status: 404 });
  });
});

describe.shuffle('public bucket and limits', () => {
  it('serves a public bucket to anyone through getPublicUrl', async () => {
    expect(
      (await service.storage.from('pics').upload('p.png', PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    const res = await fetch(anon.storage.from('pics').getPublicUrl('p.png').data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('enforces the bucket size limit (413) and mime types (415)', async () => {
    const big = await service.storage
      .from('pics')
      .upload('big.png', Buffer.alloc(1025), { contentType: 'image/png' });
    expect(big.error).toMatchObject({ status: 413, message: 'The object exceeded the maximum allowed size' });
    const bigBlob = await service.storage
      .from('pics')
      .upload('big2.png', new Blob([Buffer.alloc(2048)], { type: 'image/png' }));
    expect(bigBlob.error).toMatchObject({ status: 413 });
    const exact = await service.storage
      .from('pics')
      .upload('exact.png', Buffer.alloc(1024), { contentType: 'image/png', upsert: true });
    expect(exact.error).toBeNull();
    const svg = await service.storage
      .from('pics')
      .upload('x.svg', '<svg/>', { contentType: 'image/svg+xml' });
    expect(svg.error).toMatchObject({ status: 415, message: 'mime type image/svg+xml is not supported' });
    const { rows } = await gw.db.query(
      `select name from storage.objects where bucket_id = 'pics' and name in ('big.png', 'big2.png', 'exact.png', 'x.svg')`,
    );
    expect(rows).toEqual([{ name: 'exact.png' }]);
  });
});

/** A raw request, so the path reaches the server exactly as written (fetch would normalise `..`). */
function rawUpload(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: gw.port,
        path,
        method: 'POST',
        headers: {
          apikey: gw.serviceKey,
          Authorization: `Bearer ${gw.serviceKey}`,
          'content-type': 'application/pdf',
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end('%PDF');
  });
}

describe.shuffle('object keys', () => {
  it('rejects traversal, backslashes, control and odd characters with 400 Invalid key', async () => {
    for (const path of [
      '/storage/v1/object/docs/alice/../bob/x.pdf',
      '/storage/v1/object/docs/alice/%2E%2E/x.pdf',
      '/storage/v1/object/docs/alice%5C..%5Cx.pdf',
      '/storage/v1/object/docs/alice/x%00.pdf',
      '/storage/v1/object/docs/alice//x.pdf',
    ]) {
      const res = await rawUpload(path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body), path).toMatchObject({
        statusCode: '400',
        error: 'Invalid Input',
        message: expect.stringMatching(/^Invalid key/),
      });
    }
    for (const key of [
      'alice/a\u0001b.pdf',
      'alice/<script>.pdf',
      'alice/a"b.pdf',
      'alice/a|b.pdf',
      'alice/{x}.pdf',
    ]) {
      const up = await alice.storage.from('docs').upload(key, '%PDF', { contentType: 'application/pdf' });
      expect(up.error, key).toMatchObject({ status: 400 });
    }
    expect((await alice.storage.from('docs').move('alice/s.pdf', 'alice/../bob/s.pdf')).error).toMatchObject({
      status: 400,
    });
    expect((await alice.storage.from('docs').copy('alice/s.pdf', '/alice/s2.pdf')).error).toMatchObject({
      status: 400,
    });
    const { rows } = await gw.db.query(
      `select count(*)::int n from storage.objects where name !~ '^(alice|bob)/[a-z/]+\\.pdf$' and bucket_id = 'docs'`,
    );
    expect(rows).toEqual([{ n: 0 }]);
    // Accents and spaces are fine.
    expect(
      (
        await alice.storage
          .from('docs')
          .upload('alice/Opinión IMSS (1).pdf', '%PDF', { contentType: 'application/pdf' })
      ).error,
    ).toBeNull();
    const signed = await alice.storage.from('docs').createSignedUrl('alice/Opinión IMSS (1).pdf', 60);
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF');
  });
});

describe.shuffle('a failed file write', () => {
  it('rolls the row back', async () => {
    // The folder replaced by a plain file: every write fails (permissions would not stop root).
    await rename(join(storageDir, 'objects'), join(storageDir, 'objects.away'));
    await writeFile(join(storageDir, 'objects'), '');
    try {
      const up = await alice.storage
        .from('docs')
        .upload('alice/never.pdf', '%PDF', { contentType: 'application/pdf' });
      expect(up.error).toMatchObject({ status: 500 });
    } finally {
      await rm(join(storageDir, 'objects'));
      await rename(join(storageDir, 'objects.away'), join(storageDir, 'objects'));
    }
    const { rows } = await gw.db.query(
      `select count(*)::int n from storage.objects where name = 'alice/never.pdf'`,
    );
    expect(rows).toEqual([{ n: 0 }]);
    expect(
      (await alice.storage.from('docs').upload('alice/never.pdf', '%PDF', { contentType: 'application/pdf' }))
        .error,
    ).toBeNull();
  });
});

describe.shuffle('buckets', () => {
  it('create, get, list, update, empty and delete with the service role; refused to users', async () => {
    expect(
      (
        await service.storage.createBucket('tmp', {
          public: false,
          fileSizeLimit: '1MB',
          allowedMimeTypes: ['text/*'],
        })
      ).data,
    ).toEqual({ name: 'tmp' });
    expect((await service.storage.createBucket('tmp')).error).toMatchObject({ status: 409 });
    expect((await service.storage.getBucket('tmp')).data).toMatchObject({
      id: 'tmp',
      public: false,
      // Decimal units, as Supabase Storage reads them.
      file_size_limit: 1_000_000,
      allowed_mime_types: ['text/*'],
    });
    expect((await service.storage.listBuckets()).data?.map((b) => b.id)).toEqual(['docs', 'pics', 'tmp']);
    expect((await alice.storage.listBuckets()).data).toEqual([]);
    expect((await alice.storage.createBucket('mine')).error).toMatchObject({ status: 403 });
    expect((await service.storage.updateBucket('tmp', { public: true })).error).toBeNull();
    // A partial update changes only what it names: the limits stay.
    expect((await service.storage.getBucket('tmp')).data).toMatchObject({
      public: true,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['text/*'],
    });
    expect(
      (await service.storage.from('tmp').upload('a.txt', 'a', { contentType: 'text/plain' })).error,
    ).toBeNull();
    expect((await service.storage.deleteBucket('tmp')).error).toMatchObject({ status: 409 });
    expect((await service.storage.emptyBucket('tmp')).error).toBeNull();
    expect((await service.storage.deleteBucket('tmp')).error).toBeNull();
    expect((await service.storage.getBucket('tmp')).error).toMatchObject({ status: 404 });
    expect((await service.storage.from('tmp').upload('a.txt', 'a')).error).toMatchObject({
      status: 404,
      message: 'Bucket not found',
    });
  });
});
