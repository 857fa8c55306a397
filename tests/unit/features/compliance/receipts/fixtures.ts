import { createHash } from 'node:crypto';

import type { ReceiptDoc, ReceiptEntry } from '@/features/compliance/utils/receipt-entries';

import { COMPANY_A } from '../../../kit/profiles';

export const sha = (text: string) => createHash('sha256').update(text).digest('hex');

export const RECEIPT_CODE = 'A1B2-C3D4-E5F6';

let n = 0;
export function receiptEntry(partial: Partial<ReceiptEntry> = {}): ReceiptEntry {
  n += 1;
  return {
    document_id: `doc-${n}`,
    title: `Opinión de cumplimiento SAT ${n}`,
    file_name: `m03-opinion-sat-${n}.pdf`,
    sha256: sha(`archivo ${n}`),
    published_at: `2026-03-${String(3 + n).padStart(2, '0')}T18:05:09Z`,
    recipients: [
      {
        profile_id: 'p-1',
        name: 'Ana Núñez',
        email: 'ana@alfa.mx',
        opened_at: '2026-03-20T16:40:53Z',
        downloaded_at: null,
      },
      { profile_id: 'p-2', name: 'Luis Peña', email: 'luis@alfa.mx', opened_at: null, downloaded_at: null },
    ],
    ...partial,
  };
}

type ReceiptRowWithEntries = ReceiptDoc & { id: string; company_id: string };

/** A receipt row with its entries, as the API returns it (the row's id and company come along). */
export function receiptDoc(
  partial: Partial<ReceiptRowWithEntries> = {},
): ReceiptRowWithEntries & Record<string, unknown> {
  return {
    id: 'r-1',
    company_id: COMPANY_A,
    code: RECEIPT_CODE,
    company_name: 'Constructora Año Nuevo, S.A. de C.V.',
    month: '2026-03-01',
    issued_at: '2026-04-01T17:00:05+00:00',
    issued_by_name: 'Admin Portal',
    fingerprint: sha('acuse'),
    entries: [receiptEntry(), receiptEntry()],
    ...partial,
  };
}
