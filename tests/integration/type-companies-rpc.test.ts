// set_document_type_companies through supabase-js and the gateway: the companies a catalogue type applies
// to, replaced in one call whose ids travel in the body, so a list of a thousand companies works where a
// `company_id=in.(...)` filter in the URL would not. Who may call it is in the permission matrix
// (FUNCTIONS); here, what it does. Each test creates its own type and companies and removes them.
import { describe, expect, it, onTestFinished } from 'vitest';

import { COMPANY, DEMO, usePortalGateway } from './helpers';

const env = usePortalGateway();

let serial = 0;
const tag = () => `${process.pid}_${Date.now()}_${(serial += 1)}`;

async function newType(companies: string[] = []): Promise<string> {
  const id = crypto.randomUUID();
  const res = await env.service.from('document_types').insert({
    id,
    code: `rpc_${tag()}`,
    name: `Tipo ${tag()}`,
    periodicity: 'on_change',
    applies_to_all: false,
  });
  expect(res.error).toBeNull();
  onTestFinished(async () => {
    await env.service.from('document_types').delete().eq('id', id);
  });
  if (companies.length > 0) {
    const rows = companies.map((company_id) => ({ document_type_id: id, company_id }));
    expect((await env.service.from('document_type_companies').insert(rows)).error).toBeNull();
  }
  return id;
}

async function listedFor(typeId: string): Promise<string[]> {
  const { data, error } = await env.service
    .from('document_type_companies')
    .select('company_id')
    .eq('document_type_id', typeId)
    .order('company_id')
    .range(0, 4999);
  expect(error).toBeNull();
  return (data ?? []).map((r) => r.company_id);
}

const setCompanies = (typeId: string, companyIds: string[]) =>
  env.as(DEMO.admin.uid).rpc('set_document_type_companies', { p_type_id: typeId, p_company_ids: companyIds });

describe('set_document_type_companies', () => {
  it('removes the companies not chosen any more and adds the new ones, keeping the rest', async () => {
    const id = await newType([COMPANY.A, COMPANY.B]);
    const { data: before } = await env.service
      .from('document_type_companies')
      .select('created_at')
      .eq('document_type_id', id)
      .eq('company_id', COMPANY.B)
      .single();
    expect((await setCompanies(id, [COMPANY.B, COMPANY.C])).error).toBeNull();
    expect(await listedFor(id)).toEqual([COMPANY.B, COMPANY.C]);
    // B was kept, not deleted and inserted again.
    const { data: after } = await env.service
      .from('document_type_companies')
      .select('created_at')
      .eq('document_type_id', id)
      .eq('company_id', COMPANY.B)
      .single();
    expect(after).toEqual(before);
  });

  it('takes a company twice once, and an empty list clears the type', async () => {
    const id = await newType([COMPANY.A]);
    expect((await setCompanies(id, [COMPANY.C, COMPANY.C, COMPANY.A])).error).toBeNull();
    expect(await listedFor(id)).toEqual([COMPANY.A, COMPANY.C]);
    expect((await setCompanies(id, [])).error).toBeNull();
    expect(await listedFor(id)).toEqual([]);
  });

  it('leaves the other types alone', async () => {
    const id = await newType([COMPANY.A, COMPANY.B]);
    const other = await newType([COMPANY.A, COMPANY.B]);
    expect((await setCompanies(id, [])).error).toBeNull();
    expect(await listedFor(other)).toEqual([COMPANY.A, COMPANY.B]);
  });

  it('changes nothing when a company does not exist (one transaction)', async () => {
    const id = await newType([COMPANY.A]);
    const res = await setCompanies(id, [COMPANY.B, crypto.randomUUID()]);
    expect(res.error?.code).toBe('23503');
    expect(await listedFor(id)).toEqual([COMPANY.A]);
  });

  it('sets and then narrows a thousand companies, each in one request', async () => {
    const companies = Array.from({ length: 1000 }, (_, i) => ({
      id: crypto.randomUUID(),
      name: `Empresa masiva ${tag()} ${i}`,
    }));
    const inserted = await env.service.from('companies').insert(companies);
    expect(inserted.error).toBeNull();
    onTestFinished(async () => {
      const ids = companies.map((c) => c.id);
      // Deleted in slices: the clean-up goes through the URL, unlike the function.
      for (let i = 0; i < ids.length; i += 100)
        await env.service
          .from('companies')
          .delete()
          .in('id', ids.slice(i, i + 100));
    });
    const ids = companies.map((c) => c.id).sort();
    const id = await newType([COMPANY.A]);
    expect((await setCompanies(id, ids)).error).toBeNull();
    expect(await listedFor(id)).toEqual(ids);
    const kept = ids.slice(0, 3);
    expect((await setCompanies(id, kept)).error).toBeNull();
    expect(await listedFor(id)).toEqual(kept);
  });

  it('is refused to a client, whose company reads the type (the rows stay)', async () => {
    const id = await newType([COMPANY.A]);
    const res = await env
      .as(DEMO.clienteA.uid)
      .rpc('set_document_type_companies', { p_type_id: id, p_company_ids: [] });
    expect({ code: res.error?.code, message: res.error?.message }).toEqual({
      code: '42501',
      message: 'Solo un administrador cambia las empresas de un tipo de documento.',
    });
    expect(await listedFor(id)).toEqual([COMPANY.A]);
  });
});
