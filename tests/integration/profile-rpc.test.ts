// The sign-in RPCs: sync_my_profile (spec §4 steps 1-5) and resolve_login_email, plus the rules for an
// inactive profile and for one with a pending (forced) password change, through supabase-js and the gateway.
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
  });
});

describe('a pending password change', () => {
  /** The seeded client nuevo: company A, with the temporary password's flag set. */
  const nuevo = () => env.as(DEMO.nuevo.uid, { email: DEMO.nuevo.email });
  const COMPANY_VIEWS = ['company_certificates', 'document_periods', 'pending_lab_results'] as const;
  const FILE = `${COMPANY.A}/pendiente-${process.pid}.pdf`;

  async function setFlag(value: boolean) {
    const res = await env.service
      .from('profiles')
      .update({ must_change_password: value })
      .eq('id', PROFILE.nuevo)
      .select('id');
    expect(res.data).toEqual([{ id: PROFILE.nuevo }]);
  }

  /** What nuevo reads: rows per table and view, and whether the company's file downloads. */
  async function whatNuevoReads() {
    const c = nuevo();
    const rows: Record<string, number> = {};
    for (const table of [...ALL_TABLES, 'document_types', 'delivery_events', 'audit_log'] as const) {
      const res = await c.from(table).select('*', { count: 'exact', head: true });
      expect({ table, error: res.error }).toEqual({ table, error: null });
      rows[table] = res.count ?? -1;
    }
    for (const view of COMPANY_VIEWS) {
      const res = await c.from(view).select('*', { count: 'exact', head: true });
      expect({ view, error: res.error }).toEqual({ view, error: null });
      rows[view] = res.count ?? -1;
    }
    const totals = await c.rpc('open_invoice_totals', { p_company_id: COMPANY.A, p_today: '2026-06-01' });
    rows.open_invoice_totals = totals.error ? 0 : (totals.data ?? []).length;
    const file = await c.storage.from('repse-documents').download(FILE);
    return { rows, file: file.error === null };
  }

  beforeAll(async () => {
    const up = await env.service.storage
      .from('repse-documents')
      .upload(FILE, Buffer.from('%PDF-1.4 pendiente'), { contentType: 'application/pdf', upsert: true });
    expect(up.error).toBeNull();
  });

  it('gives the person nothing but their own profile through sync_my_profile', async () => {
    await setFlag(true);
    const synced = await nuevo().rpc('sync_my_profile');
    expect(synced.data).toMatchObject({
      id: PROFILE.nuevo,
      company_id: COMPANY.A,
      must_change_password: true,
    });
    const { rows, file } = await whatNuevoReads();
    expect(Object.entries(rows).filter(([, n]) => n !== 0)).toEqual([]);
    expect(file).toBe(false);
    // Nor any write: its own profile, feedback, a visit, a delivery.
    const c = nuevo();
    expect(
      idsOf(await c.from('profiles').update({ full_name: 'X' }).eq('id', PROFILE.nuevo).select('id')),
    ).toEqual([]);
    expect((await c.from('feedback').insert({ rating: 5 })).error?.code).toBe('42501');
    expect((await c.rpc('touch_account_visit')).error?.code).toBe('42501');
    const documentOfA = await env.service.from('documents').select('id').eq('company_id', COMPANY.A).limit(1);
    const delivery = await c.rpc('record_delivery', {
      p_event: 'opened',
      p_document_id: documentOfA.data![0].id,
    });
    expect(delivery.data).toBe(false);
  });

  it('cannot clear its own flag: only the server, after setting the new password, does', async () => {
    await setFlag(true);
    const c = nuevo();
    expect((await c.rpc('complete_password_change' as 'sync_my_profile')).error?.code).toBe('PGRST202');
    await c.from('profiles').update({ must_change_password: false }).eq('id', PROFILE.nuevo);
    const { data } = await env.service
      .from('profiles')
      .select('must_change_password')
      .eq('id', PROFILE.nuevo)
      .single();
    expect(data).toEqual({ must_change_password: true });
  });

  it('once the flag is cleared, the same token reads its company again', async () => {
    await setFlag(false);
    onTestFinished(() => setFlag(true));
    const { rows, file } = await whatNuevoReads();
    expect(rows).toMatchObject({ companies: 1, profiles: 1, documents: expect.any(Number) });
    expect(rows.directory_entries).toBeGreaterThan(0);
    expect(file).toBe(true);
  });
});
