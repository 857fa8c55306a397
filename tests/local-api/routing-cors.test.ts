import { networkInterfaces } from 'node:os';

import { describe, expect, it } from 'vitest';

import { expectError, raw, useGateway } from './helpers';

// Routing errors, schema profiles and CORS for a browser app on another origin. This file starts
// the gateway without a host, so it must listen on loopback only.
const ORIGIN = 'http://localhost:5173';
const OTHER = 'https://evil.example';
const env = useGateway({ host: undefined, corsOrigins: [ORIGIN] });

const list = (value: string | null) => (value ?? '').split(',').map((s) => s.trim().toLowerCase());

describe.shuffle('listening', () => {
  it('answers on 127.0.0.1 and localhost without a host option, and on no other interface', async () => {
    expect(env.gw.url).toBe(`http://127.0.0.1:${env.gw.port}`);
    for (const host of ['127.0.0.1', 'localhost']) {
      const res = await fetch(`http://${host}:${env.gw.port}/rest/v1/countries?select=id&order=id`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    }
    const external = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal)
      .map((a) => (a!.family === 'IPv6' ? `[${a!.address.split('%')[0]}]` : a!.address));
    for (const host of external) {
      const reached = await fetch(`http://${host}:${env.gw.port}/rest/v1/countries`, {
        signal: AbortSignal.timeout(2000),
      }).then(
        () => true,
        () => false,
      );
      expect({ host, reached }).toEqual({ host, reached: false });
    }
  });
});

describe.shuffle('routing errors', () => {
  it('an unknown table is 404 PGRST205 with a hint when a name is close', async () => {
    const res = await env.anon.from('user').select('*');
    expectError(res, 404, {
      code: 'PGRST205',
      message: "Could not find the table 'public.user' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.users'",
    });
  });

  it('a schema that is not exposed is 406 PGRST106', async () => {
    const res = await env.anon.schema('auth').from('users').select('*');
    expectError(res, 406, {
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      details: null,
      hint: 'Only the following schemas are exposed: public, personal',
    });
  });

  it('a table of the other schema is not found under public', async () => {
    const res = await env.anon.from('notes').select('*');
    expect(res.status).toBe(404);
    expect(res.error?.code).toBe('PGRST205');
  });

  it('a bad path is 404 PGRST125', async () => {
    const res = await raw(env.gw, '/countries/1');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      code: 'PGRST125',
      message: 'Invalid path specified in request URL',
      details: null,
      hint: null,
    });
  });

  it('errors carry the JSON content type and Proxy-Status', async () => {
    const res = await raw(env.gw, '/nope');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('proxy-status')).toBe('PostgREST; error=PGRST205');
  });
});

describe.shuffle('CORS', () => {
  it('answers a preflight', async () => {
    const res = await raw(env.gw, '/countries', {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization,apikey,x-client-info,content-type,accept-profile,prefer',
      },
    });
    expect([200, 204]).toContain(res.status);
    expect([ORIGIN, '*']).toContain(res.headers.get('access-control-allow-origin'));
    expect(list(res.headers.get('access-control-allow-methods'))).toEqual(
      expect.arrayContaining(['get', 'post', 'patch', 'delete', 'options', 'head']),
    );
    expect(list(res.headers.get('access-control-allow-headers'))).toEqual(
      expect.arrayContaining([
        'authorization',
        'apikey',
        'x-client-info',
        'content-type',
        'accept-profile',
        'prefer',
      ]),
    );
    expect(res.headers.get('access-control-max-age')).toBe('86400');
  });

  it('exposes Content-Range on success', async () => {
    const res = await raw(env.gw, '/countries?select=id', {
      headers: { Origin: ORIGIN, Prefer: 'count=exact' },
    });
    expect(res.status).toBe(200);
    expect([ORIGIN, '*']).toContain(res.headers.get('access-control-allow-origin'));
    expect(list(res.headers.get('access-control-expose-headers'))).toEqual(
      expect.arrayContaining([
        'content-range',
        'content-location',
        'content-type',
        'location',
        'range-unit',
        'preference-applied',
        'proxy-status',
      ]),
    );
  });

  it('varies on Origin even without one, so a cached navigation never answers a CORS fetch', async () => {
    const res = await raw(env.gw, '/countries?select=id');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(list(res.headers.get('vary'))).toContain('origin');
  });

  it('sends the CORS headers on errors too (404 and 401)', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/nope', { Origin: ORIGIN }],
      ['/countries', { Origin: ORIGIN, Authorization: 'Bearer not.a.jwt' }],
    ];
    for (const [path, headers] of cases) {
      const res = await raw(env.gw, path, { headers });
      expect([404, 401]).toContain(res.status);
      expect([ORIGIN, '*']).toContain(res.headers.get('access-control-allow-origin'));
      expect(list(res.headers.get('access-control-expose-headers'))).toContain('content-range');
    }
  });

  it('answers no other origin: its preflight and its responses carry no Allow-Origin', async () => {
    const preflight = await raw(env.gw, '/countries', {
      method: 'OPTIONS',
      headers: { Origin: OTHER, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    const res = await raw(env.gw, '/countries?select=id', { headers: { Origin: OTHER } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
