// A delivery receipt as the PDF draws it: its row (delivery_receipts) with the snapshot of entries read
// from its jsonb column (written by the database's issue_delivery_receipt, see its migration).
import type { Json, Tables } from '@/types/database';

export interface ReceiptRecipient {
  profile_id: string | null;
  name: string;
  email: string;
  opened_at: string | null;
  downloaded_at: string | null;
}

export interface ReceiptEntry {
  document_id: string | null;
  title: string;
  file_name: string | null;
  sha256: string | null;
  published_at: string;
  recipients: ReceiptRecipient[];
}

export type ReceiptRow = Pick<
  Tables<'delivery_receipts'>,
  'id' | 'code' | 'company_id' | 'company_name' | 'month' | 'issued_at' | 'issued_by_name' | 'fingerprint'
>;

export interface ReceiptDoc extends Omit<ReceiptRow, 'id' | 'company_id'> {
  entries: ReceiptEntry[];
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The stored snapshot as typed entries (missing values as null, never a crash on an odd row). */
export function receiptEntries(entries: Json): ReceiptEntry[] {
  return list(entries).map((raw) => {
    const entry = record(raw);
    return {
      document_id: text(entry.document_id),
      title: text(entry.title) ?? '',
      file_name: text(entry.file_name),
      sha256: text(entry.sha256),
      published_at: text(entry.published_at) ?? '',
      recipients: list(entry.recipients).map((r) => {
        const person = record(r);
        return {
          profile_id: text(person.profile_id),
          name: text(person.name) ?? '',
          email: text(person.email) ?? '',
          opened_at: text(person.opened_at),
          downloaded_at: text(person.downloaded_at),
        };
      }),
    };
  });
}
