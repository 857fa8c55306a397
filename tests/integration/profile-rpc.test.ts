// The sign-in RPCs: sync_my_profile (spec §4 steps 1-5), resolve_login_email and complete_password_change,
// plus the inactive-user rules, through supabase-js and the gateway.
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import { COMPANY, DEMO, PROFILE, idsOf, usePortalGateway } from './helpers';

const env = usePortalGateway();
const LINKED_ELSEWHERE = 'El correo electrónico ya está en uso por otra cuenta de Firebase vinculada.';
const ALL_TABLES = [
  'companies',
  'profiles',
  'directory_entries',
  'laboratory_requests',
  'documents',
  'invoices',
  'indicators',
  'feedback',
] as const;

beforeAll(async () => {
  const { error } = await env.service.from('profiles').insert([
    {
      email: 'invitado@portal.demo',
      username: 'invitado',
      role: 'collaborator',
      active: false,
      company_id: COMPANY.B,
    },
    {
      email: 'pendiente@portal.demo',
      username: 'pendiente',
      firebase_uid: null,
      role: 'client',
      active: true,
      company_id: COMPANY.A,
    },
  ]);
  expect(error).toBeNull();
});

describe('resolve_login_email', () => {
  it('returns only the email of an active profile, case-insensitively, to an anonymous caller', async () => {
    const res = await env.anon.rpc('resolve_login_email', { p_username: ' Cliente_A ' });
    expect(res.error).toBeNull();
    expect(res.data).toBe(DEMO.clienteA.email);
  });

  it('returns null for an unknown or inactive username', async () => {
    for (const p_username of ['nadie', 'inactivo', '']) {
      const res = await env.anon.rpc('resolve_login_email', { p_username });
      expect({ p_username, error: res.error, data: res.data }).toEqual({
        p_username,
        error: null,
        data: null,
      });
    }
  });
});

describe('sync_my_profile', () => {
  it('refuses a caller without a Firebase identity', async () => {
    const res = await env.anon.rpc('sync_my_profile');
    expect(res.error).toMatchObject({ code: '42501', message: 'No hay usuario autenticado.' });
  });

  it.each([true, false])(
    'finds a demo profile by uid with its company name (role claim: %s)',
    async (withRole) => {
      const res = await env
        .as(DEMO.clienteA.uid, { email: DEMO.clienteA.email, withRole })
        .rpc('sync_my_profile');
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({
        id: PROFILE.clienteA,
        username: 'cliente_a',
        role: 'client',
        company_id: COMPANY.A,
        company_name: 'Constructora Alfa S.A. de C.V.',
        must_change_password: false,
      });
    },
  );

  it('refuses an unknown account (no profile to find or link) and creates nothing', async () => {
    const res = await env.as('uid-nueva-1', { email: 'Nueva.Persona@Example.com' }).rpc('sync_my_profile');
    expect(res.error).toMatchObject({
      code: '42501',
      message: 'Tu cuenta no tiene acceso al portal. Pide acceso a tu proveedor.',
    });
    const { data } = await env.service.from('profiles').select('id').eq('firebase_uid', 'uid-nueva-1');
    expect(data).toEqual([]);
  });

  it('links an unlinked profile with the token email, activating it and keeping its role', async () => {
    const res = await env
      .as('uid-invitado', { email: 'invitado@portal.demo', withRole: false })
      .rpc('sync_my_profile');
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({
      email: 'invitado@portal.demo',
      firebase_uid: 'uid-invitado',
      active: true,
      role: 'collaborator',
      company_name: 'Servicios Beta Industrial S.A. de C.V.',
    });
  });

  it('does not link a prepared profile to a token whose email is not verified', async () => {
    const res = await env
      .as('uid-no-verificado', { email: 'pendiente@portal.demo', extra: { email_verified: false } })
      .rpc('sync_my_profile');
    expect(res.error?.message).toBe('Verifica tu correo electrónico para vincular tu perfil.');
    const { data } = await env.service
      .from('profiles')
      .select('firebase_uid')
      .eq('email', 'pendiente@portal.demo')
      .single();
    expect(data?.firebase_uid).toBeNull();
  });

  it('refuses an email already linked to another uid and changes nothing', async () => {
    const res = await env.as('uid-impostor', { email: DEMO.clienteA.email }).rpc('sync_my_profile');
    expect(res.error?.message).toBe(LINKED_ELSEWHERE);
    expect(res.data).toBeNull();
    const { data } = await env.service
      .from('profiles')
      .select('firebase_uid')
      .eq('email', DEMO.clienteA.email)
      .single();
    expect(data?.firebase_uid).toBe(DEMO.clienteA.uid);
    expect(idsOf(await env.service.from('profiles').select('id').eq('firebase_uid', 'uid-impostor'))).toEqual(
      [],
    );
  });

  it('refuses a token without email for an unknown uid', async () => {
    const res = await env.as('uid-sin-correo').rpc('sync_my_profile');
    expect(res.error?.code).toBe('22023');
  });

  it('a token of another Firebase project is rejected or gets no profile', async () => {
    const res = await env
      .as(DEMO.admin.uid, { email: DEMO.admin.email, project: 'otro-proyecto' })
      .rpc('sync_my_profile');
    expect(res.data).toBeNull();
    expect([401, 403]).toContain(res.status);
  });
});

describe('an inactive profile', () => {
  it('cannot sync, reads nothing and cannot change anything', async () => {
    const c = env.as('demo-inactivo', { email: 'inactivo@portal.demo' });
    expect((await c.rpc('sync_my_profile')).error?.message).toBe('Tu cuenta ha sido deshabilitada.');
    for (const table of ALL_TABLES) {
      const res = await c.from(table).select('id');
      expect({ table, ids: idsOf(res) }).toEqual({ table, ids: [] });
    }
    expect(
      idsOf(
        await c.from('profiles').update({ full_name: 'X' }).eq('firebase_uid', 'demo-inactivo').select('id'),
      ),
    ).toEqual([]);
    expect((await c.from('feedback').insert({ rating: 5 })).error?.code).toBe('42501');
    expect((await c.rpc('complete_password_change')).error?.code).toBe('42501');
  });
});

describe('complete_password_change', () => {
  it('clears the flag of the caller only', async () => {
    // Both flags are set here, whatever ran before, and put back afterwards.
    const flagged = [PROFILE.nuevo, PROFILE.clienteB];
    expect(
      (await env.service.from('profiles').update({ must_change_password: true }).in('id', flagged)).error,
    ).toBeNull();
    onTestFinished(async () => {
      await env.service.from('profiles').update({ must_change_password: false }).eq('id', PROFILE.clienteB);
      await env.service.from('profiles').update({ must_change_password: true }).eq('id', PROFILE.nuevo);
    });
    const res = await env.as(DEMO.nuevo.uid, { withRole: false }).rpc('complete_password_change');
    expect(res.error).toBeNull();
    const { data } = await env.service
      .from('profiles')
      .select('id, must_change_password')
      .in('id', [PROFILE.nuevo, PROFILE.clienteB])
      .order('id');
    expect(data).toEqual([
      { id: PROFILE.clienteB, must_change_password: true },
      { id: PROFILE.nuevo, must_change_password: false },
    ]);
  });

  it('refuses an anonymous caller', async () => {
    expect((await env.anon.rpc('complete_password_change')).error?.code).toBe('42501');
  });
});
