// Fixtures of the catalogue journey (compliance-catalogue.test.ts): a one-page PDF on disk with its
// SHA-256 as the browser must compute it, and service-key reads and clean-up of the test's own type.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { serviceRest } from './fixtures';
import type { StackInfo } from './stack-info';

type Services = Pick<StackInfo, 'apiUrl' | 'serviceKey' | 'authUrl'>;

// A minimal valid one-page PDF (the server checks the type, not the xref offsets).
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

/** Writes a PDF whose bytes carry `tag` (so its fingerprint is the test's own); returns path and SHA-256. */
export async function writeTaggedPdf(dir: string, fileName: string, tag: string) {
  const bytes = `${PDF}% ${tag}\n`;
  const path = join(dir, fileName);
  await writeFile(path, bytes);
  return { path, sha256: createHash('sha256').update(bytes).digest('hex'), size: Buffer.byteLength(bytes) };
}

export interface TypeRecord {
  id: string;
  validity_days: number | null;
  applies_to_all: boolean;
  active: boolean;
}

export async function typeByCode(stack: Services, code: string): Promise<TypeRecord> {
  const [row] = await serviceRest<TypeRecord[]>(
    stack,
    `document_types?code=eq.${code}&select=id,validity_days,applies_to_all,active`,
  );
  return row;
}

export async function typeCompanyIds(stack: Services, typeId: string): Promise<string[]> {
  const rows = await serviceRest<Array<{ company_id: string }>>(
    stack,
    `document_type_companies?document_type_id=eq.${typeId}&select=company_id`,
  );
  return rows.map((r) => r.company_id);
}

export async function documentByName(stack: Services, name: string) {
  const [row] = await serviceRest<
    Array<{
      document_type_id: string;
      issued_on: string;
      expires_on: string;
      sha256: string;
      size_bytes: number;
    }>
  >(
    stack,
    `documents?name=eq.${encodeURIComponent(name)}&select=document_type_id,issued_on,expires_on,sha256,size_bytes`,
  );
  return row;
}

/** The test's type stops being asked for once the test ends (its document keeps it from being deleted). */
export async function deactivateType(stack: Services, code: string): Promise<void> {
  await serviceRest(stack, `document_types?code=eq.${code}`, { method: 'PATCH', body: { active: false } });
}
