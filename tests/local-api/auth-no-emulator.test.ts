import { describe, expect, it } from 'vitest';

import { emulatorToken, raw, useGateway } from './helpers';

// Without firebaseEmulatorProject, unsigned emulator tokens must be refused.
const env = useGateway({ firebaseEmulatorProject: undefined });

describe.shuffle('emulator option off', () => {
  it('refuses an unsigned emulator token with 401 PGRST301', async () => {
    const res = await raw(env.gw, '/countries?select=id', {
      headers: { Authorization: `Bearer ${emulatorToken('demo-cliente-a')}` },
    });
    expect(res.status).toBe(401);
    expect((res.json as { code: string }).code).toBe('PGRST301');
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token", error_description="/);
  });

  it('still accepts the HS256 keys', async () => {
    expect((await env.anon.from('countries').select('id')).data).toHaveLength(3);
    expect((await env.service.rpc('whoami')).data).toMatchObject({ role: 'service_role' });
  });
});
