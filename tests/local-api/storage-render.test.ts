// Image transformations (`/render/image/…`, `transform` in storage-js), with real PNG/JPEG bytes made
// by jimp; sizes and errors as Supabase Storage (imgproxy behind it) answers them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { SupabaseClient } from '@supabase/supabase-js';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startGateway, type Gateway } from '../../local/api/server';
import { targetSize } from '../../local/api/storage/transform';
import { emulatorToken, makeClient, testGatewayOptions } from './helpers';
import { STORAGE_TEST_SQL } from './storage-schema';

let gw: Gateway;
let alice: SupabaseClient;
let bob: SupabaseClient;
let storageDir: string;

/** A 400×200 image: left half red, right half blue, with noise so JPEG quality changes the size. */
async function picture(mime: 'image/png' | 'image/jpeg', noise = false): Promise<Buffer> {
  const img = new Jimp({ width: 400, height: 200, color: 0xff0000ff });
  for (let x = 200; x < 400; x++) for (let y = 0; y < 200; y++) img.setPixelColor(0x0000ffff, x, y);
  if (noise)
    for (let i = 0; i < 20000; i++)
      img.setPixelColor(
        (((Math.random() * 0xffffff) << 8) | 0xff) >>> 0,
        Math.floor(Math.random() * 400),
        Math.floor(Math.random() * 200),
      );
  return mime === 'image/png' ? img.getBuffer('image/png') : img.getBuffer('image/jpeg', { quality: 95 });
}

async function decode(body: Blob | ArrayBuffer | Buffer) {
  const bytes =
    body instanceof Blob ? Buffer.from(await body.arrayBuffer()) : Buffer.from(body as ArrayBuffer);
  const img = await Jimp.read(bytes);
  return { width: img.width, height: img.height, mime: img.mime, size: bytes.length, img };
}

beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'storage-render-'));
  gw = await startGateway(testGatewayOptions({ storageDir }));
  await gw.db.exec(STORAGE_TEST_SQL);
  await gw.db.exec("insert into storage.buckets (id, name, public) values ('photos', 'photos', true)");
  alice = makeClient(gw, gw.anonKey, emulatorToken('alice'));
  bob = makeClient(gw, gw.anonKey, emulatorToken('bob'));
  const service = makeClient(gw, gw.serviceKey);
  const uploads: [SupabaseClient, string, string, Buffer | string, string][] = [
    [alice, 'docs', 'alice/p.png', await picture('image/png'), 'image/png'],
    [alice, 'docs', 'alice/n.jpg', await picture('image/jpeg', true), 'image/jpeg'],
    [alice, 'docs', 'alice/f.pdf', '%PDF-1.4 not an image', 'application/pdf'],
    [service, 'photos', 'banner.png', await picture('image/png'), 'image/png'],
  ];
  for (const [client, bucket, key, body, contentType] of uploads)
    expect((await client.storage.from(bucket).upload(key, body, { contentType })).error).toBeNull();
});
afterAll(async () => {
  await gw?.close();
  await rm(storageDir, { recursive: true, force: true });
});

const render = (path: string, init: RequestInit = {}) =>
  fetch(`${gw.url}/storage/v1/render/image/${path}`, init);

describe.shuffle('authenticated downloads with transform', () => {
  it('cover (the default) fills the box and crops the centre', async () => {
    const { data, error } = await alice.storage
      .from('docs')
      .download('alice/p.png', { transform: { width: 100, height: 100 } });
    expect(error).toBeNull();
    const out = await decode(data as Blob);
    expect([out.width, out.height, out.mime]).toEqual([100, 100, 'image/png']);
    // The 200-pixel-wide centre of a red|blue picture: red on the left, blue on the right.
    expect(out.img.getPixelColor(5, 50)).toBe(0xff0000ff);
    expect(out.img.getPixelColor(95, 50)).toBe(0x0000ffff);
  });

  it('contain fits inside the box, fill stretches to it, one side keeps the aspect ratio', async () => {
    const sizes = [];
    for (const transform of [
      { width: 100, height: 100, resize: 'contain' as const },
      { width: 100, height: 100, resize: 'fill' as const },
      { width: 80 },
      { height: 50 },
    ]) {
      const { data } = await alice.storage.from('docs').download('alice/p.png', { transform });
      const out = await decode(data as Blob);
      sizes.push([out.width, out.height]);
    }
    expect(sizes).toEqual([
      [100, 50],
      [100, 100],
      [80, 40],
      [100, 50],
    ]);
  });

  it('keeps a JPEG a JPEG and honours quality', async () => {
    const low = await alice.storage
      .from('docs')
      .download('alice/n.jpg', { transform: { width: 200, quality: 20, format: 'origin' } });
    const high = await alice.storage
      .from('docs')
      .download('alice/n.jpg', { transform: { width: 200, quality: 100, format: 'origin' } });
    const [a, b] = [await decode(low.data as Blob), await decode(high.data as Blob)];
    expect([a.width, a.height, a.mime]).toEqual([200, 100, 'image/jpeg']);
    expect(a.size).toBeLessThan(b.size / 2);
  });

  it('answers the headers Storage sends', async () => {
    const res = await render('authenticated/docs/alice/p.png?width=50&resize=contain', {
      headers: { apikey: gw.anonKey, Authorization: `Bearer ${emulatorToken('alice')}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-transformations')).toBe('width:50,resize:contain');
    expect(Number(res.headers.get('content-length'))).toBe((await res.arrayBuffer()).byteLength);
  });

  it('row-level security decides who may render: another user gets 404', async () => {
    const { error } = await bob.storage.from('docs').download('alice/p.png', { transform: { width: 10 } });
    expect((error as unknown as { status: number }).status).toBe(404);
    const none = await render('authenticated/docs/alice/p.png?width=10');
    expect(none.status).toBe(403);
  });
});

describe.shuffle('public and signed URLs with transform', () => {
  it('getPublicUrl with transform serves the resized image of a public bucket only', async () => {
    const { data } = alice.storage
      .from('photos')
      .getPublicUrl('banner.png', { transform: { width: 40, height: 40 } });
    expect(data.publicUrl).toBe(
      `${gw.url}/storage/v1/render/image/public/photos/banner.png?width=40&height=40`,
    );
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    const out = await decode(await res.arrayBuffer());
    expect([out.width, out.height]).toEqual([40, 40]);
    const privateBucket = await render('public/docs/alice/p.png?width=40');
    expect(privateBucket.status).toBe(404);
    expect(((await privateBucket.json()) as { code: string }).code).toBe('NoSuchBucket');
  });

  it('createSignedUrl with transform signs the transformations into a render URL', async () => {
    const { data, error } = await alice.storage
      .from('docs')
      .createSignedUrl('alice/p.png', 60, { transform: { width: 60, height: 20, resize: 'fill' } });
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(
      new RegExp(`^${gw.url}/storage/v1/render/image/sign/docs/alice/p.png\\?token=`),
    );
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-transformations')).toBe('height:20,width:60,resize:fill');
    const out = await decode(await res.arrayBuffer());
    expect([out.width, out.height]).toEqual([60, 20]);
    // The query string cannot change what was signed.
    const changed = await decode(
      await (await fetch(`${data!.signedUrl}&width=300&height=300`)).arrayBuffer(),
    );
    expect([changed.width, changed.height]).toEqual([60, 20]);
    const tampered = await fetch(data!.signedUrl.replace('/alice/p.png?', '/alice/n.jpg?'));
    expect(tampered.status).toBe(400);
  });
});

describe.shuffle('errors as Storage answers them', () => {
  const alicesHeaders = () => ({ apikey: gw.anonKey, Authorization: `Bearer ${emulatorToken('alice')}` });

  it('bad parameters are 400 InvalidRequest with the schema message', async () => {
    const cases: [string, string][] = [
      ['width=abc', 'querystring/width must be integer'],
      ['height=-5', 'querystring/height must be >= 0'],
      ['resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
      ['quality=10', 'querystring/quality must be >= 20'],
      ['quality=101', 'querystring/quality must be <= 100'],
      ['format=gif', 'querystring/format must be equal to one of the allowed values'],
    ];
    for (const [query, message] of cases) {
      const res = await render(`authenticated/docs/alice/p.png?${query}`, { headers: alicesHeaders() });
      expect([query, res.status, await res.json()]).toEqual([
        query,
        400,
        { statusCode: '400', code: 'InvalidRequest', error: 'Invalid Request', message },
      ]);
    }
    const signed = await alice.storage
      .from('docs')
      .createSignedUrl('alice/p.png', 60, { transform: { width: -1 } as unknown as { width: number } });
    expect(signed.error?.message).toBe('body/transform/width must be >= 0');
  });

  it('a file that is not an image is 422', async () => {
    const res = await render('authenticated/docs/alice/f.pdf?width=10', { headers: alicesHeaders() });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe('Source image type not supported');
  });

  it('a missing object is 404', async () => {
    const res = await render('authenticated/docs/alice/none.png?width=10', { headers: alicesHeaders() });
    expect(res.status).toBe(404);
  });
});

describe('sizes', () => {
  it('are clamped to 1-2500 pixels as Storage does', () => {
    expect(targetSize(10, 5, { width: 5000 })).toMatchObject({ width: 2500, height: 1250 });
    expect(targetSize(400, 200, { width: 100, height: 100, resize: 'cover' })).toEqual({
      width: 100,
      height: 100,
      scaled: { width: 200, height: 100 },
    });
  });
});
