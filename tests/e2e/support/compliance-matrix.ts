// Fixtures of the completeness-matrix journey: a company of its own with a client user, and typed
// documents (with their files in Storage) for the catalogue types the test names by code.
import { createHash } from 'node:crypto';

import type { StackInfo } from './stack-info';
import { createCompany, createUser, serviceRest, uniqueTag, type TestUser } from './fixtures';

type Services = Pick<StackInfo, 'apiUrl' | 'serviceKey' | 'authUrl'>;

export interface MatrixCompany {
  company: { id: string; name: string };
  client: TestUser;
}

export async function createMatrixCompany(stack: Services): Promise<MatrixCompany> {
  const company = await createCompany(stack, `Matriz e2e ${uniqueTag()}`);
  const client = await createUser(stack, { companyId: company.id, fullName: 'Cliente de la matriz' });
  return { company, client };
}

/** id and name of every catalogue type, by code. */
export async function typesByCode(stack: Services): Promise<Map<string, { id: string; name: string }>> {
  const rows = await serviceRest<Array<{ id: string; code: string; name: string }>>(
    stack,
    'document_types?select=id,code,name',
  );
  return new Map(rows.map((r) => [r.code, { id: r.id, name: r.name }]));
}

async function upload(stack: Services, key: string, bytes: Buffer): Promise<void> {
  const res = await fetch(`${stack.apiUrl}/storage/v1/object/repse-documents/${key}`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceKey,
      Authorization: `Bearer ${stack.serviceKey}`,
      'Content-Type': 'application/pdf',
    },
    body: new Blob([new Uint8Array(bytes)]),
  });
  if (!res.ok) throw new Error(`upload repse-documents/${key} -> ${res.status}: ${await res.text()}`);
}

/** A company document of a type for a month, its (tiny PDF) file stored under the company's folder. */
export async function createTypedDocument(
  stack: Services,
  doc: { companyId: string; typeId: string; name: string; year: number; month: number },
): Promise<{ id: string }> {
  const key = `${doc.companyId}/e2e-${uniqueTag()}.pdf`;
  const bytes = Buffer.from(`%PDF-1.4\n% ${doc.name}\n%%EOF\n`);
  await upload(stack, key, bytes);
  const [row] = await serviceRest<Array<{ id: string }>>(stack, 'documents', {
    method: 'POST',
    body: {
      company_id: doc.companyId,
      is_global: false,
      year: doc.year,
      month: doc.month,
      name: doc.name,
      url: `storage://repse-documents/${key}`,
      document_type_id: doc.typeId,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size_bytes: bytes.length,
    },
  });
  return row;
}
