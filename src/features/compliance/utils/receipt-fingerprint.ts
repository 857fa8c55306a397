// The canonical text of a delivery receipt and its fingerprint, exactly as the database computes them
// (app.delivery_receipt_text in supabase/migrations/*_delivery_receipts.sql): the lines below joined by a
// line feed, without a final one, as UTF-8, through SHA-256 in lowercase hex. Everything it covers is what
// the public verification page shows, so the page recomputes it in the browser.
import { sha256Hex } from '@/lib/files/sha256';

export interface ReceiptSummary {
  company_name: string;
  /** The month's first day, 'YYYY-MM-DD'. */
  month: string;
  /** The issue time, whole seconds. */
  issued_at: string;
  /** Each entry's file SHA-256 in the receipt's order (null for a file without one). */
  file_fingerprints: (string | null)[];
}

export const RECEIPT_TEXT_VERSION = 'Acuse de Entrega v1';

/** The issue time as the text has it: UTC, whole seconds, 'YYYY-MM-DDTHH:MM:SSZ'. */
export const receiptInstant = (issuedAt: string) => `${new Date(issuedAt).toISOString().slice(0, 19)}Z`;

export function receiptText(receipt: ReceiptSummary): string {
  return [
    RECEIPT_TEXT_VERSION,
    `Empresa: ${receipt.company_name}`,
    `Mes: ${receipt.month.slice(0, 7)}`,
    `Emitido: ${receiptInstant(receipt.issued_at)}`,
    `Archivos: ${receipt.file_fingerprints.length}`,
    ...receipt.file_fingerprints.map((sha) => sha ?? '-'),
  ].join('\n');
}

export const receiptFingerprint = (receipt: ReceiptSummary): Promise<string> =>
  sha256Hex(new TextEncoder().encode(receiptText(receipt)));
