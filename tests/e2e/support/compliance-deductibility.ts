// Fixtures of the deductibility journey: typed evidence documents (a PDF in 'repse-documents' and its
// row with the SHA-256 of those bytes), written with the service key, in a month chosen at random in the
// past so the global documents it adds never change the current months other files look at.
import { createHash, randomInt } from 'node:crypto';

import type { StackInfo } from './stack-info';
import { serviceRest } from './fixtures';

type Services = Pick<StackInfo, 'apiUrl' | 'serviceKey' | 'authUrl'>;

/** A month in 2001-2019 (documents.year starts at 2000), the same for the whole journey. */
export function randomPastMonth(): { year: number; month: number } {
  return { year: 2001 + randomInt(19), month: 1 + randomInt(12) };
}

export interface RequiredType {
  id: string;
  code: string;
  name: string;
  scope: 'company' | 'global';
}

/**
 * The types a fresh company's deductibility file asks for right now: active, periodic, for every company
 * (read, not assumed: another file may add a type to the catalogue while this one runs).
 */
export async function requiredTypes(stack: Services): Promise<RequiredType[]> {
  return serviceRest<RequiredType[]>(
    stack,
    'document_types?select=id,code,name,scope&active=is.true&deductibility=is.true&applies_to_all=is.true' +
      '&periodicity=in.(monthly,bimonthly,four_monthly,yearly)&order=sort_order,name',
  );
}

const pdfBytes = (label: string) =>
  Buffer.from(`%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
% ${label}
trailer << /Root 1 0 R >>
%%EOF
`);

export interface Evidence {
  id: string;
  sha256: string;
  fileName: string;
  typeName: string;
}

/** Uploads a PDF for a type (global when companyId is null) and inserts its typed documents row. */
export async function addEvidence(
  stack: Services,
  spec: {
    typeId: string;
    typeName: string;
    companyId: string | null;
    year: number;
    month: number;
    tag: string;
  },
): Promise<Evidence> {
  const bytes = pdfBytes(`${spec.typeName} ${spec.tag}`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const fileName = `evidencia-${spec.tag}-${sha256.slice(0, 8)}.pdf`;
  const key = `${spec.companyId ?? 'global'}/${spec.year}/${fileName}`;
  const res = await fetch(`${stack.apiUrl}/storage/v1/object/repse-documents/${key}`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceKey,
      Authorization: `Bearer ${stack.serviceKey}`,
      'Content-Type': 'application/pdf',
    },
    body: bytes,
  });
  if (!res.ok) throw new Error(`upload ${key} -> ${res.status}: ${await res.text()}`);
  const [row] = await serviceRest<Array<{ id: string }>>(stack, 'documents', {
    method: 'POST',
    body: {
      company_id: spec.companyId,
      is_global: spec.companyId === null,
      year: spec.year,
      month: spec.month,
      name: `${spec.typeName} ${spec.tag}`,
      url: `storage://repse-documents/${key}`,
      document_type_id: spec.typeId,
      sha256,
      size_bytes: bytes.length,
    },
  });
  return { id: row.id, sha256, fileName, typeName: spec.typeName };
}
