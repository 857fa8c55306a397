// 'Indice.pdf' of a deductibility ZIP, drawn with jspdf's standard fonts (Helvetica is Latin-1, so Spanish
// accents render; Courier for the hashes). Loaded with import() at the click: jspdf stays out of the main
// bundle.
import { jsPDF } from 'jspdf';

import { MISSING, type IndexRow } from './evidence-plan';

export interface IndexHeader {
  companyName: string;
  rfc: string | null;
  invoiceNumber: string;
  cfdiUuid: string | null;
  amount: string;
  paidOn: string;
  paymentMonth: string;
  /** The month's payments, each with its REP (paymentLines); empty when no complement was recorded. */
  payments: string[];
  generatedAt: string;
}

export const indexTexts = {
  title: 'Expediente de Deducibilidad',
  subtitle: 'Evidencia del mes de pago (LISR art. 27-V, LIVA art. 5-II, CFF art. 15-D)',
  company: 'Empresa',
  rfc: 'RFC',
  invoice: 'Factura',
  uuid: 'Folio fiscal',
  amount: 'Monto',
  paidOn: 'Fecha de pago',
  month: 'Mes de pago',
  payments: 'Pagos del mes (complementos de pago)',
  generated: 'Generado',
  basis: 'Fundamento',
  period: 'Periodo',
  file: 'Archivo',
  hash: 'SHA-256',
  noHash: 'sin huella registrada',
  notIncluded: '(no se pudo incluir el archivo)',
} as const;

const LEFT = 16;
const WIDTH = 215.9 - 2 * LEFT;
const BOTTOM = 265;

/** The PDF's bytes. `skipped` are paths that could not be fetched (listed but absent from the ZIP). */
export function buildIndexPdf(header: IndexHeader, rows: IndexRow[], skipped: Set<string>): Uint8Array {
  const doc = new jsPDF({ unit: 'mm', format: 'letter' });
  let y = 20;
  const line = (text: string, size = 10, font: 'helvetica' | 'courier' = 'helvetica', bold = false) => {
    doc.setFont(font, bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    const lines = doc.splitTextToSize(text, WIDTH) as string[];
    if (y + lines.length * size * 0.45 > BOTTOM) {
      doc.addPage();
      y = 20;
    }
    doc.text(lines, LEFT, y);
    y += lines.length * size * 0.45 + 1.5;
  };

  line(indexTexts.title, 16, 'helvetica', true);
  line(indexTexts.subtitle, 9);
  y += 2;
  const t = indexTexts;
  for (const [label, value] of [
    [t.company, header.companyName],
    [t.rfc, header.rfc ?? '—'],
    [t.invoice, header.invoiceNumber],
    [t.uuid, header.cfdiUuid ?? '—'],
    [t.amount, header.amount],
    [t.paidOn, header.paidOn],
    [t.month, header.paymentMonth],
    [t.generated, header.generatedAt],
  ] as const)
    line(`${label}: ${value}`);
  if (header.payments.length > 0) {
    y += 1;
    line(`${t.payments}:`, 10, 'helvetica', true);
    for (const payment of header.payments) line(`- ${payment}`, 9);
  }
  y += 3;

  rows.forEach((row, i) => {
    line(`${i + 1}. ${row.typeName}`, 11, 'helvetica', true);
    line(`${t.basis}: ${row.legalBasis ?? '—'} · ${t.period}: ${row.period}`, 9);
    if (row.files.length === 0) line(MISSING, 10, 'helvetica', true);
    for (const file of row.files) {
      line(`${t.file}: ${file.path}${skipped.has(file.path) ? ` ${t.notIncluded}` : ''}`, 9);
      line(`${t.hash}: ${file.sha256 ?? t.noHash}`, 8, 'courier');
    }
    y += 2;
  });
  return new Uint8Array(doc.output('arraybuffer'));
}
