// The functions' two ways into PostgREST, seen from the network: the admin's own token for what the admin
// does, and the service key for what nobody may do for themselves, always naming the person it acts for
// (the audit trail records the service acting for them).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { adminData, serviceData } from '../../../functions/src/lib/portal-data';

const config = { url: 'http://api.test/', anonKey: 'anon-key' };
let requests: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(init.body as string) : undefined,
    });
    return new Response('[{"id":"p1"}]', { status: 200 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('serviceData', () => {
  it('writes with the service key in the name of the person it acts for', async () => {
    await serviceData(config, 'service-key', 'uid-ana').recordSessionsRevoked('p1', '2026-01-01T00:00:00Z');
    expect(requests).toEqual([
      {
        url: 'http://api.test/rest/v1/profiles?id=eq.p1',
        method: 'PATCH',
        headers: expect.objectContaining({
          apikey: 'service-key',
          Authorization: 'Bearer service-key',
          'x-portal-actor': 'uid-ana',
        }),
        body: { sessions_revoked_at: '2026-01-01T00:00:00Z' },
      },
    ]);
  });

  it('names nobody before it knows who calls', async () => {
    await serviceData(config, 'service-key').profileByUid('uid-ana');
    expect(requests[0].headers).not.toHaveProperty('x-portal-actor');
  });
});

describe('adminData', () => {
  it("writes with the admin's own token and no actor header (the token names the admin)", async () => {
    await adminData(config, 'admin-token').updateProfile('p1', { full_name: 'Ana' });
    expect(requests[0].headers).toMatchObject({ apikey: 'anon-key', Authorization: 'Bearer admin-token' });
    expect(requests[0].headers).not.toHaveProperty('x-portal-actor');
  });
});
