// Fixtures of the proof-of-delivery journey: a fresh company with its own client user, and a typed REPSE
// document for it (its PDF in Storage, its SHA-256 as the upload computes it), published with the service
// key as an admin's upload would be.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ROOT } from '../../../local/stack/config';
import type { StackInfo } from './stack-info';
import { createCompany, createUser, serviceRest, uniqueTag, type TestUser } from './fixtures';

type Services = Pick<StackInfo, 'apiUrl' | 'serviceKey' | 'authUrl'>;

export interface DeliveryFixture {
  company: { id: string; name: string };
  client: TestUser;
  document: { id: string; name: string; sha256: string; year: number; month: number };
}

const PDF = join(ROOT, 'local/seed/files/laboratorio/empresa-a/resultado-1.pdf');

async function uploadPdf(stack: Services, key: string): Promise<void> {
  const bytes = await readFile(PDF);
  const res = await fetch(`${stack.apiUrl}/storage/v1/object/repse-documents/${key}`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceKey,
      Authorization: `Bearer ${stack.serviceKey}`,
      'Content-Type': 'application/pdf',
    },
    body: bytes,
  });
  if (!res.ok) throw new Error(`upload repse-documents/${key} -> ${res.status}: ${await res.text()}`);
}

/** `year`/`month`: the period the document belongs to (the app's current month keeps it on screen). */
export async function createDeliveryFixture(
  stack: Services,
  period: { year: number; month: number },
): Promise<DeliveryFixture> {
  const tag = uniqueTag();
  const company = await createCompany(stack, `Entregas e2e ${tag}`);
  const client = await createUser(stack, { companyId: company.id, fullName: `Cliente Entregas ${tag}` });
  const bytes = await readFile(PDF);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = `${company.id}/nomina-${tag}.pdf`;
  await uploadPdf(stack, key);
  const [type] = await serviceRest<Array<{ id: string }>>(
    stack,
    'document_types?code=eq.cfdi_nomina&select=id',
  );
  const name = `CFDI nómina ${tag}`;
  const [row] = await serviceRest<Array<{ id: string }>>(stack, 'documents', {
    method: 'POST',
    body: {
      company_id: company.id,
      is_global: false,
      document_type_id: type.id,
      year: period.year,
      month: period.month,
      name,
      url: `storage://repse-documents/${key}`,
      sha256,
      size_bytes: bytes.length,
    },
  });
  return { company, client, document: { id: row.id, name, sha256, ...period } };
}
