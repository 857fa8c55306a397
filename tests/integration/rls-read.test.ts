// Read side of the RLS matrix: every table as each kind of caller, through supabase-js and the gateway.
// Expected sets come from the service_role client (ground truth) and fixed seed counts.
import { createHash } from 'node:crypto';

import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';

import { seedStorage } from '../../local/seed/storage';

import { COMPANY, DEMO, PROFILE, idsOf, makeClient, usePortalGateway, type Client } from './helpers';

const env = usePortalGateway();

const COMPANY_TABLES = ['directory_entries', 'laboratory_requests', 'invoices'] as const;
const GLOBAL_TABLES = ['documents', 'indicators'] as const;
const ALL_TABLES = ['companies', 'profiles', ...COMPANY_TABLES, ...GLOBAL_TABLES, 'feedback'] as const;
type TableName = (typeof ALL_TABLES)[number];

/**
 * Seed counts per company (A, B and C are seeded alike) and globally; for documents, the untyped ones (the
 * typed compliance evidence differs per company and with the calendar: seed-data.test.ts checks it).
 */
const PER_COMPANY = {
  directory_entries: 4,
  laboratory_requests: 7,
  invoices: 6,
  documents: 16,
  indicators: 4,
};
const GLOBAL = { documents: 4, indicators: 3 };

const select = (c: Client, table: TableName) => c.from(table).select('id');
/** The rows the fixed counts are about: every row, but only the untyped documents. */
const counted = (c: Client, table: TableName) =>
  table === 'documents' ? c.from(table).select('id').is('document_type_id', null) : select(c, table);

type Filter = { eq: [column: string, value: string | boolean] } | { or: string } | null;

/** Ids the service_role client (no RLS) sees with this filter. */
async function truth(table: TableName, filter: Filter): Promise<string[]> {
  const q = env.service.from(table).select('id');
  if (filter && 'eq' in filter) return idsOf(await q.eq(filter.eq[0], filter.eq[1]));
  if (filter) return idsOf(await q.or(filter.or));
  return idsOf(await q);
}

async function expectNothing(c: Client): Promise<void> {
  for (const table of ALL_TABLES) {
    const res = await select(c, table);
    expect({ table, error: res.error, ids: res.data }).toEqual({ table, error: null, ids: [] });
  }
}

describe('no verified identity', () => {
  it('anon key without a token reads nothing from any table', async () => {
    await expectNothing(env.anon);
  });

  it('a Supabase-issued JWT carrying a demo uid as sub matches no profile', async () => {
    const token = await new SignJWT({ sub: DEMO.admin.uid, role: 'authenticated', email: DEMO.admin.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long'));
    await expectNothing(makeClient(env.gw, env.gw.anonKey, token));
  });

  it('a Firebase token of another project is rejected or matches nothing', async () => {
    const c = env.as(DEMO.admin.uid, { email: DEMO.admin.email, project: 'otro-proyecto' });
    for (const table of ALL_TABLES) {
      const res = await select(c, table);
      if (res.error) expect(res.status).toBe(401);
      else expect(res.data).toEqual([]);
    }
  });

  it('a valid token for an unknown uid reads nothing before its profile exists', async () => {
    await expectNothing(env.as('uid-sin-perfil', { email: 'sin.perfil@portal.demo' }));
  });
});

describe.each([
  { label: 'with the role claim', withRole: true },
  { label: 'without the role claim (anon role)', withRole: false },
])('clients $label', ({ withRole }) => {
  it.each([
    { who: 'clienteA' as const, own: COMPANY.A },
    { who: 'clienteB' as const, own: COMPANY.B },
  ])('$who reads exactly its company rows plus global documents and indicators', async ({ who, own }) => {
    const c = env.as(DEMO[who].uid, { withRole });
    for (const table of COMPANY_TABLES) {
      const ids = idsOf(await select(c, table));
      expect(ids).toHaveLength(PER_COMPANY[table]);
      expect(ids).toEqual(await truth(table, { eq: ['company_id', own] }));
    }
    for (const table of GLOBAL_TABLES) {
      expect(idsOf(await counted(c, table))).toHaveLength(PER_COMPANY[table] + GLOBAL[table]);
      const ids = idsOf(await select(c, table));
      expect(ids).toEqual(await truth(table, { or: `company_id.eq.${own},is_global.is.true` }));
    }
    expect(idsOf(await select(c, 'companies'))).toEqual([own]);
    expect(idsOf(await select(c, 'profiles'))).toEqual([PROFILE[who]]);
    expect(idsOf(await select(c, 'feedback'))).toEqual(await truth('feedback', { eq: ['company_id', own] }));
  });

  it('a client filtering by another company id gets no rows', async () => {
    const c = env.as(DEMO.clienteA.uid, { withRole });
    for (const table of [...COMPANY_TABLES, ...GLOBAL_TABLES, 'feedback'] as const) {
      const res = await c.from(table).select('id').eq('company_id', COMPANY.B);
      expect({ table, ids: idsOf(res) }).toEqual({ table, ids: [] });
    }
    expect(idsOf(await c.from('companies').select('id').in('id', [COMPANY.B, COMPANY.C]))).toEqual([]);
    expect(idsOf(await c.from('profiles').select('id').eq('id', PROFILE.clienteB))).toEqual([]);
  });

  // Global data needs a company: a self-registered Firebase account gets exactly this kind of profile.
  it('a client without company reads no company data, no global rows, only its profile', async () => {
    const c = env.as(DEMO.sinempresa.uid, { withRole });
    for (const table of COMPANY_TABLES) expect(idsOf(await select(c, table))).toEqual([]);
    for (const table of GLOBAL_TABLES) {
      expect(GLOBAL[table]).toBeGreaterThan(0);
      expect({ table, ids: idsOf(await select(c, table)) }).toEqual({ table, ids: [] });
    }
    expect(idsOf(await select(c, 'companies'))).toEqual([]);
    expect(idsOf(await select(c, 'profiles'))).toEqual([PROFILE.sinempresa]);
  });

  it('the collaborator reads its own profile and its own feedback only', async () => {
    const c = env.as(DEMO.colaborador.uid, { withRole });
    for (const table of ['companies', ...COMPANY_TABLES, ...GLOBAL_TABLES] as const) {
      expect({ table, ids: idsOf(await select(c, table)) }).toEqual({ table, ids: [] });
    }
    expect(idsOf(await select(c, 'profiles'))).toEqual([PROFILE.colaborador]);
    const own = await truth('feedback', { eq: ['submitted_by', PROFILE.colaborador] });
    expect(own).toHaveLength(1);
    expect(idsOf(await select(c, 'feedback'))).toEqual(own);
  });

  it('the admin reads every row of every table', async () => {
    const c = env.as(DEMO.admin.uid, { withRole });
    for (const table of ALL_TABLES) {
      const ids = idsOf(await select(c, table));
      expect({ table, ids }).toEqual({ table, ids: await truth(table, null) });
    }
    expect(idsOf(await counted(c, 'documents'))).toHaveLength(3 * PER_COMPANY.documents + GLOBAL.documents);
    expect(idsOf(await select(c, 'profiles'))).toHaveLength(10);
  });
});

describe('the app queries of spec §7', () => {
  it('documents for client A: company or global, ordered year desc, month desc, name asc', async () => {
    const c = env.as(DEMO.clienteA.uid);
    const { data, error } = await c
      .from('documents')
      .select('*')
      .or(`company_id.eq.${COMPANY.A},is_global.eq.true`)
      .order('year', { ascending: false })
      .order('month', { ascending: false })
      .order('name', { ascending: true });
    expect(error).toBeNull();
    const all = await truth('documents', { or: `company_id.eq.${COMPANY.A},is_global.is.true` });
    expect(all.length).toBeGreaterThan(PER_COMPANY.documents + GLOBAL.documents);
    expect((data ?? []).map((d) => d.id).sort()).toEqual(all);
    const keys = (data ?? []).map((d) => d.year * 100 + d.month);
    expect([...keys].sort((a, b) => b - a)).toEqual(keys);
    expect(new Set((data ?? []).map((d) => d.document_type))).toContain(null);
  });

  it('profile by firebase_uid with the joined company name', async () => {
    const c = env.as(DEMO.clienteA.uid);
    const { data, error } = await c
      .from('profiles')
      .select('id, role, company:companies(id, name)')
      .eq('firebase_uid', DEMO.clienteA.uid)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id: PROFILE.clienteA,
      role: 'client',
      company: { id: COMPANY.A, name: 'Constructora Alfa S.A. de C.V.' },
    });
  });
});

describe('demo files', () => {
  beforeAll(async () => {
    await seedStorage(env.gw);
  });

  it('every file a client can see opens through a signed URL as a real PDF or XML, with its fingerprint', async () => {
    const c = env.as(DEMO.clienteA.uid);
    const docs = await c.from('documents').select('url, sha256, size_bytes');
    const fingerprints = new Map((docs.data ?? []).map((d) => [d.url, [d.sha256, d.size_bytes]]));
    const invoices = await c.from('invoices').select('file_url, xml_url');
    const refs = [
      ...(docs.data ?? []).map((d) => d.url),
      ...(invoices.data ?? []).flatMap((i) => [i.file_url, i.xml_url]),
    ].filter((u): u is string => !!u);
    const visible = await truth('documents', { or: `company_id.eq.${COMPANY.A},is_global.is.true` });
    expect(refs).toHaveLength(visible.length + 12);
    for (const ref of refs) {
      const m = /^storage:\/\/([^/]+)\/(.+)$/.exec(ref);
      expect(m, ref).not.toBeNull();
      const signed = await c.storage.from(m![1]).createSignedUrl(m![2], 60);
      expect({ ref, error: signed.error }).toEqual({ ref, error: null });
      const res = await fetch(signed.data!.signedUrl);
      const body = Buffer.from(await res.arrayBuffer());
      expect({ ref, status: res.status }).toEqual({ ref, status: 200 });
      if (ref.endsWith('.pdf')) {
        expect(res.headers.get('content-type')).toBe('application/pdf');
        expect(body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
        // seedStorage filled in each document's SHA-256 and size from the very bytes served
        if (fingerprints.has(ref)) {
          const sha256 = createHash('sha256').update(body).digest('hex');
          expect({ ref, fingerprint: fingerprints.get(ref) }).toEqual({
            ref,
            fingerprint: [sha256, body.length],
          });
        }
      } else {
        expect(res.headers.get('content-type')).toBe('application/xml');
        expect(body.toString('utf8')).toContain('Rfc="CAL010101AB1"');
      }
    }
  });
});
