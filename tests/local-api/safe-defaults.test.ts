import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';

import { startGateway, type Gateway } from '../../local/api/server';
import {
  emulatorToken,
  expectError,
  JWT_SECRET,
  makeClient,
  SCHEMA_DIR,
  SECRET_KEY,
  signToken,
  useGateway,
} from './helpers';

// Defaults that keep a developer's stack to the developer: random keys, loopback, role allow-list.
const bare = (extra = {}) =>
  startGateway({ port: 0, migrationsDir: SCHEMA_DIR, log: false, ...extra } as Parameters<
    typeof startGateway
  >[0]);

describe.shuffle('keys', () => {
  const open: Gateway[] = [];
  afterAll(async () => {
    for (const gw of open) await gw.close();
  });

  it('makes a random JWT secret and secret key per in-memory gateway; the well-known ones do not work', async () => {
    const a = await bare();
    const b = await bare();
    open.push(a, b);
    expect(a.jwtSecret).not.toBe(JWT_SECRET);
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
    expect(a.secretKey).toMatch(/^sb_secret_/);
    expect(a.secretKey).not.toBe(SECRET_KEY);
    expect(a.secretKey).not.toBe(b.secretKey);
    const { payload } = await jwtVerify(a.serviceKey, new TextEncoder().encode(a.jwtSecret));
    expect(payload.role).toBe('service_role');

    // The secret key of this gateway reads what only service_role may read; the well-known one is just a
    // bad token, and a token signed with the well-known secret is refused.
    const secrets = await makeClient(a, a.secretKey).from('secrets').select('id');
    expect(secrets.error).toBeNull();
    expect((secrets.data ?? []).length).toBeGreaterThan(0);
    const wellKnown = await makeClient(a, SECRET_KEY).from('secrets').select('id');
    expect(wellKnown.status).toBe(401);
    const signed = await fetch(`${a.url}/rest/v1/countries`, {
      headers: { Authorization: `Bearer ${await signToken({ role: 'service_role' })}` },
    });
    expect(signed.status).toBe(401);
    // The publishable key means anon on every gateway.
    expect((await makeClient(a, a.publishableKey).from('countries').select('id')).status).toBe(200);
  }, 120_000);

  it('keeps the keys of a data directory across restarts, and makes new ones with --fresh', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'local-api-keys-'));
    try {
      const first = await bare({ dataDir: join(dir, 'db') });
      const keys = [first.jwtSecret, first.secretKey];
      await first.close();
      const again = await bare({ dataDir: join(dir, 'db') });
      expect([again.jwtSecret, again.secretKey]).toEqual(keys);
      await again.close();
      const fresh = await bare({ dataDir: join(dir, 'db'), fresh: true });
      expect(fresh.jwtSecret).not.toBe(keys[0]);
      expect(fresh.secretKey).not.toBe(keys[1]);
      await fresh.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.shuffle('roles a token may ask for', () => {
  const env = useGateway();
  const as = (token: string) => makeClient(env.gw, env.gw.anonKey, token);

  it('an existing role other than anon/authenticated/service_role is 403 42501', async () => {
    for (const role of ['postgres', 'authenticator']) {
      const res = await as(await signToken({ role }))
        .from('countries')
        .select('id');
      expectError(res, 403, {
        code: '42501',
        message: `permission denied to set role "${role}"`,
        details: null,
        hint: null,
      });
    }
  });

  it('a role that does not exist is 401 22023', async () => {
    const res = await as(await signToken({ role: 'nobody_here' }))
      .from('countries')
      .select('id');
    expectError(res, 401, {
      code: '22023',
      message: 'role "nobody_here" does not exist',
      details: null,
      hint: null,
    });
  });

  it('the three Supabase roles are accepted', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const res = await as(await signToken({ role }))
        .from('countries')
        .select('id');
      expect({ role, status: res.status }).toEqual({ role, status: 200 });
    }
  });

  it('an unsigned emulator token cannot be service_role (anyone can write one)', async () => {
    const forged = await as(emulatorToken('demo-admin', { role: 'service_role' }))
      .from('countries')
      .select('id');
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
    const normal = await as(emulatorToken('demo-admin')).from('countries').select('id');
    expect(normal.status).toBe(200);
  });

  it('Storage refuses the same roles', async () => {
    const res = await fetch(`${env.gw.url}/storage/v1/bucket`, {
      headers: { Authorization: `Bearer ${await signToken({ role: 'postgres' })}` },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
