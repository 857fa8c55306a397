// What 'Estado de la Cuenta' asks the database at scale: the pending results answered
// by the view pending_lab_results under the caller's RLS, and the compliance documents of a span of
// months filtered on the server (two `or` trees in one request).
import { describe, expect, it } from 'vitest';

import { COMPANY, DEMO, usePortalGateway } from './helpers';

const env = usePortalGateway();

/** Ground truth without RLS: a company's results that no opening or download of that company covers. */
async function expectedPending(company: string): Promise<string[]> {
  const results = await env.service
    .from('laboratory_requests')
    .select('id')
    .eq('company_id', company)
    .not('result_url', 'is', null);
  const seen = await env.service
    .from('delivery_events')
    .select('laboratory_request_id')
    .eq('company_id', company)
    .in('event', ['opened', 'downloaded'])
    .not('laboratory_request_id', 'is', null);
  const opened = new Set(seen.data?.map((e) => e.laboratory_request_id));
  return (results.data ?? [])
    .map((r) => r.id)
    .filter((id) => !opened.has(id))
    .sort();
}

const pendingIds = async (uid: string, company: string) => {
  const res = await env
    .as(uid)
    .from('pending_lab_results')
    .select('id', { count: 'exact' })
    .eq('company_id', company)
    .order('id');
  return { error: res.error, count: res.count, ids: res.data?.map((r) => r.id) };
};

describe('pending_lab_results', () => {
  it("gives a client its company's unopened results, and nothing once one of its users opens one", async () => {
    const expected = await expectedPending(COMPANY.A);
    expect(expected.length).toBeGreaterThan(0);
    expect(await pendingIds(DEMO.clienteA.uid, COMPANY.A)).toEqual({
      error: null,
      count: expected.length,
      ids: expected,
    });
    const opened = await env
      .as(DEMO.clienteA.uid)
      .rpc('record_delivery', { p_event: 'opened', p_laboratory_request_id: expected[0] });
    expect(opened.error).toBeNull();
    const after = await pendingIds(DEMO.clienteA.uid, COMPANY.A);
    expect(after.ids).toEqual(expected.slice(1));
    expect(after.ids).toEqual(await expectedPending(COMPANY.A));
  });

  it("shows no other company's results to a client, none to a collaborator or anonymous, all to the admin", async () => {
    const pendingB = await expectedPending(COMPANY.B);
    expect(pendingB.length).toBeGreaterThan(0);
    expect((await pendingIds(DEMO.clienteA.uid, COMPANY.B)).ids).toEqual([]);
    expect((await pendingIds(DEMO.clienteB.uid, COMPANY.B)).ids).toEqual(pendingB);
    expect((await pendingIds(DEMO.colaboradorA.uid, COMPANY.A)).ids).toEqual([]);
    expect((await pendingIds(DEMO.inactivo.uid, COMPANY.B)).ids).toEqual([]);
    const anon = await env.anon.from('pending_lab_results').select('id');
    expect(anon.data ?? []).toEqual([]);
    expect((await pendingIds(DEMO.admin.uid, COMPANY.B)).ids).toEqual(pendingB);
  });

  it('cannot be written through', async () => {
    const res = await env
      .as(DEMO.admin.uid)
      .from('pending_lab_results')
      .insert({ company_id: COMPANY.A, request_type: 'Por la vista' });
    expect(res.error?.code).toBe('42501');
  });
});

describe('compliance documents of a span of months', () => {
  it('keeps the months asked for and what expires, alongside the company scope', async () => {
    const service = env.service;
    const made = await service
      .from('documents')
      .insert([
        { company_id: COMPANY.A, year: 2031, month: 3, name: 'Dentro', url: 'https://example.com/1.pdf' },
        { company_id: COMPANY.A, year: 2031, month: 1, name: 'Antes', url: 'https://example.com/2.pdf' },
        {
          company_id: COMPANY.A,
          year: 2030,
          month: 6,
          name: 'Vigente',
          url: 'https://example.com/3.pdf',
          expires_on: '2032-06-01',
        },
        { company_id: COMPANY.B, year: 2031, month: 3, name: 'Ajeno', url: 'https://example.com/4.pdf' },
      ])
      .select('id');
    expect(made.error).toBeNull();
    const { data, error } = await env
      .as(DEMO.clienteA.uid)
      .from('documents')
      .select('name')
      .gte('year', 2028)
      .lte('year', 2031)
      .or(`is_global.eq.true,company_id.eq.${COMPANY.A}`)
      .or('expires_on.not.is.null,and(year.eq.2031,month.gte.2,month.lte.3)')
      .order('name');
    expect(error).toBeNull();
    expect(data?.map((d) => d.name)).toEqual(['Dentro', 'Vigente']);
    await service
      .from('documents')
      .delete()
      .in(
        'id',
        (made.data ?? []).map((d) => d.id),
      );
  });
});
