// A certificate is a legal record that carries the company's name and RFC: deleting the company keeps it,
// only without the link (certificates.company_id is set null; the immutability guard lets the database's
// own foreign-key action through).
import { expect, it } from 'vitest';

import { COMPANY, DEMO, usePortalGateway } from './helpers';

const env = usePortalGateway();

it('deleting a company keeps the certificates it appears on, without the link', async () => {
  const admin = env.as(DEMO.admin.uid);
  const del = await admin.from('companies').delete().eq('id', COMPANY.A);
  expect(del.error).toBeNull();
  const cert = await admin
    .from('certificates')
    .select('code, company_id, company_name')
    .eq('code', 'A1B2-C3D4-E5F6');
  expect(cert.data).toEqual([
    { code: 'A1B2-C3D4-E5F6', company_id: null, company_name: 'Constructora Alfa S.A. de C.V.' },
  ]);
  const verify = await env.anon.rpc('verify_certificate', { p_code: 'A1B2-C3D4-E5F6' });
  expect(verify.data).toEqual([expect.objectContaining({ revoked: false })]);
});
