// What goes into an invoice's deductibility ZIP, decided before anything is fetched: the invoice's PDF and
// XML and the payment complements (REP) of the payment month at the root, each evidence document of that
// month in a folder named after its type, and the rows of the index (Indice.pdf): the month's payments,
// then every required type with its legal basis, period, files and their SHA-256, or 'FALTANTE' when the
// type has no document. An invoice paid in parts has one file per payment month (paymentMonths). Pure, so
// it is unit-tested without a browser.
import { parseFileReference } from '@/lib/files/file-reference';
import type { Tables } from '@/types/database';
import type { RecordedPayment } from '@/types/recorded-payment';
import { formatAmount, formatDate } from '@/utils/format';

import { monthKey, periodLabel } from '../../utils/periods';
import type { ComplianceDocument, InvoiceEvidence } from '../../utils/status';

/** A payment a complement recorded for the invoice (as the billing lists embed it). */
export type EvidencePayment = RecordedPayment;

/** The invoice fields the file needs (the billing list's row, passed by the route); only a paid invoice
 * has one, so its payment date is set. `payments`: what its complements recorded, if any. */
export type DeductibleInvoice = Pick<
  Tables<'invoices'>,
  'id' | 'company_id' | 'invoice_number' | 'cfdi_uuid' | 'amount' | 'currency' | 'file_url' | 'xml_url'
> & { paid_on: string; payments?: readonly EvidencePayment[] };

/** One deductibility file: a month with payments ('YYYY-MM'), the day that month's evidence is read at
 * (its latest payment) and its payments, oldest first (none for an invoice paid without complements). */
export interface PaymentMonth {
  key: string;
  paidOn: string;
  payments: EvidencePayment[];
}

const byDate = (a: EvidencePayment, b: EvidencePayment) =>
  a.paid_on.localeCompare(b.paid_on) || (a.installment ?? 0) - (b.installment ?? 0);

/** The months the invoice was paid in, oldest first: one per month with payments, or the payment date's. */
export function paymentMonths(invoice: DeductibleInvoice): PaymentMonth[] {
  const payments = [...(invoice.payments ?? [])].sort(byDate);
  if (payments.length === 0)
    return [{ key: invoice.paid_on.slice(0, 7), paidOn: invoice.paid_on, payments: [] }];
  const months = new Map<string, EvidencePayment[]>();
  for (const p of payments)
    months.set(p.paid_on.slice(0, 7), [...(months.get(p.paid_on.slice(0, 7)) ?? []), p]);
  return [...months].map(([key, list]) => ({ key, paidOn: list[list.length - 1].paid_on, payments: list }));
}

/** The index's lines of the month's payments: date, amount, installment, balance left and the REP. */
export function paymentLines(month: PaymentMonth): string[] {
  return month.payments.map((p) =>
    [
      formatDate(p.paid_on),
      formatAmount(p.amount_paid, p.currency),
      p.installment !== null ? `parcialidad ${p.installment}` : null,
      Number(p.remaining) === 0 ? 'liquidada' : `saldo ${formatAmount(p.remaining, p.currency)}`,
      p.complement ? `REP ${p.complement.rep_uuid}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  );
}

export const MISSING = 'FALTANTE';
export const INDEX_NAME = 'Indice.pdf';

export interface PlannedFile {
  reference: string | null;
  /** Path inside the ZIP. */
  name: string;
  documentId: string | null;
}

export interface IndexFile {
  path: string;
  sha256: string | null;
  documentId: string;
}

export interface IndexRow {
  typeName: string;
  legalBasis: string | null;
  period: string;
  /** Empty when the type has no document: the index says FALTANTE. */
  files: IndexFile[];
}

export interface EvidencePlan {
  zipName: string;
  files: PlannedFile[];
  rows: IndexRow[];
  /** The month's payments as the index lists them (paymentLines); empty without complements. */
  payments: string[];
}

/** Characters a file or folder name cannot hold on Windows or macOS, and slashes (they make folders). */
export const safeName = (text: string) => text.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'sin-nombre';

export const zipName = (invoiceNumber: string, paidOn: string) =>
  `Expediente_${safeName(invoiceNumber).replace(/\s+/g, '_')}_${paidOn.slice(0, 7)}.zip`;

/** The stored file's own name (the last part of its key), else the document's name. */
function fileNameOf(doc: ComplianceDocument): string {
  try {
    const ref = parseFileReference(doc.url);
    const last =
      ref.kind === 'storage' ? ref.key.split('/').pop() : new URL(ref.url).pathname.split('/').pop();
    if (last) return safeName(decodeURIComponent(last));
  } catch {
    // an unreadable link still gets a row in the index; the download reports it as skipped
  }
  return safeName(doc.name);
}

/** A name not yet used in the folder: 'a.pdf', then 'a (2).pdf'... */
function unique(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let i = 2; taken.has(candidate.toLowerCase()); i += 1) candidate = `${stem} (${i})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** `month`: the payment month the file is for (paymentMonths); by default the invoice's payment date's. */
export function evidencePlan(
  invoice: DeductibleInvoice,
  evidence: InvoiceEvidence,
  legalBasis: (typeId: string) => string | null,
  month: PaymentMonth = paymentMonths(invoice).at(-1) as PaymentMonth,
): EvidencePlan {
  const invoiceName = `Factura ${safeName(invoice.invoice_number)}`;
  const files: PlannedFile[] = [];
  if (invoice.file_url)
    files.push({ reference: invoice.file_url, name: `${invoiceName}.pdf`, documentId: null });
  if (invoice.xml_url)
    files.push({ reference: invoice.xml_url, name: `${invoiceName}.xml`, documentId: null });
  const reps = new Set<string>();
  for (const { complement } of month.payments) {
    if (!complement || reps.has(complement.rep_uuid)) continue;
    reps.add(complement.rep_uuid);
    files.push({ reference: complement.xml_url, name: `REP ${complement.rep_uuid}.xml`, documentId: null });
  }
  const rows = evidence.cells.map((cell, index) => {
    const folder = `${String(index + 1).padStart(2, '0')} ${safeName(cell.type.name)}`;
    const taken = new Set<string>();
    const indexFiles = cell.documents.map((doc) => {
      const path = `${folder}/${unique(fileNameOf(doc), taken)}`;
      files.push({ reference: doc.url, name: path, documentId: doc.id });
      return { path, sha256: doc.sha256, documentId: doc.id };
    });
    return {
      typeName: cell.type.name,
      legalBasis: legalBasis(cell.type.id),
      period: periodLabel(cell.period),
      files: indexFiles,
    };
  });
  return {
    zipName: zipName(invoice.invoice_number, month.paidOn),
    files,
    rows,
    payments: paymentLines(month),
  };
}

export const paymentMonthKey = (evidence: InvoiceEvidence) => monthKey(evidence.month);
