import { describe, expect, it } from 'vitest';

import { expectError, raw, useGateway } from './helpers';

// SQLSTATE -> HTTP status as PostgREST's Error.hs maps it, and RAISE with a chosen status.
const env = useGateway();

describe.shuffle('SQLSTATE mapping', () => {
  it('23514 check violation is 400', async () => {
    const res = await env.anon.from('ratings').insert({ id: 1, stars: 9 });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('23514');
    expect(res.error?.message).toBe(
      'new row for relation "ratings" violates check constraint "ratings_stars_check"',
    );
    expect(res.error?.details).toBe('Failing row contains (1, 9).');
  });

  it('21000 outside pg-safeupdate is 500', async () => {
    const res = await env.anon.rpc('one_username');
    expectError(res, 500, {
      code: '21000',
      message: 'more than one row returned by a subquery used as an expression',
      details: null,
      hint: null,
    });
  });

  it('42883 (no such operator) is 404', async () => {
    const res = await env.anon.from('users').select('username').like('tags', 'a*');
    expect(res.status).toBe(404);
    expect(res.error?.code).toBe('42883');
    expect(res.error?.message).toMatch(/^operator does not exist: text\[\] ~~ /);
  });

  it("RAISE SQLSTATE 'PTxyz' sets the status", async () => {
    const res = await env.anon.rpc('pay');
    expectError(res, 402, { code: 'PT402', message: 'Pago requerido', details: null, hint: null });
  });

  it("RAISE SQLSTATE 'PGRST' with JSON sets status, headers and body", async () => {
    const res = await raw(env.gw, '/rpc/teapot', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(418);
    expect(res.headers.get('x-powered-by')).toBe('Tetera');
    expect(res.json).toEqual({
      code: '123',
      message: 'Soy una tetera',
      details: 'sin café',
      hint: 'pide té',
    });
  });
});
