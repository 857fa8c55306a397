// The 'Acuse de Entrega' as a PDF, drawn with jspdf's standard fonts (Helvetica is Latin-1, so Spanish
// accents render; Courier for the fingerprints, each in four lines of 16 digits so it fits its column) and a vector QR code to the public verification page. One row group per document: its title and
// file, its SHA-256, when it was published and, per client user, the first opening and first download.
// Times are Mexico City's, as the receipt's month. Callers load this module with import(): jspdf stays out
// of the main bundle.
import { jsPDF } from 'jspdf';

import { drawQrCode } from '@/lib/pdf/qr-code';
import { formatDateTime, formatMonthYear } from '@/utils/format';

import type { ReceiptDoc, ReceiptEntry, ReceiptRecipient } from './receipt-entries';

export const receiptPdfTexts = {
  title: 'Acuse de Entrega',
  subtitle:
    'Documentos publicados a la empresa en el mes, con la huella SHA-256 de cada archivo y la primera apertura y descarga de cada usuario del cliente. Horas de la Ciudad de México.',
  company: 'Empresa',
  month: 'Mes',
  issuedAt: 'Emitido',
  issuedBy: 'Emitido por',
  code: 'Código de verificación',
  fingerprint: 'Huella del acuse (SHA-256)',
  verifyAt: 'Verifica este acuse y comprueba tus archivos en:',
  fingerprintNote:
    'La huella del acuse es el SHA-256 de su texto canónico (empresa, mes, emisión y las huellas de los archivos en este orden); la página de verificación la recalcula.',
  columns: ['Documento', 'SHA-256', 'Publicado', 'Usuario', 'Primera apertura', 'Primera descarga'],
  notOpened: 'Sin abrir',
  notDownloaded: 'Sin descargar',
  noHash: 'Sin huella',
  noRecipients: 'Sin usuarios del cliente',
  continued: '(continúa)',
  page: (n: number, total: number) => `Página ${n} de ${total}`,
  documents: (n: number) => (n === 1 ? '1 documento' : `${n} documentos`),
} as const;

const PAGE_W = 215.9;
const PAGE_H = 279.4;
const MARGIN = 14;
const WIDTH = PAGE_W - 2 * MARGIN;
const BOTTOM = PAGE_H - 16;
const ZONE = 'America/Mexico_City';
/** Column widths (mm), in the order of receiptPdfTexts.columns; they add up to WIDTH. */
const COLUMNS = [52, 28, 22, 46, 20, 19.9];
const LINE = 3.4;
const PAD = 1.6;

type Font = 'helvetica' | 'courier';
/** Lines of one size and font, drawn one under the other. */
interface Run {
  lines: string[];
  size: number;
  font?: Font;
  bold?: boolean;
}

const when = (value: string | null) => formatDateTime(value, { seconds: true, timeZone: ZONE });

/** A SHA-256 in four lines of 16 digits (one unbroken line of 64 would not fit the column). */
export const hashLines = (sha256: string | null) =>
  sha256 ? (sha256.match(/.{1,16}/g) ?? []) : [receiptPdfTexts.noHash];

class Page {
  y = 0;
  constructor(readonly doc: jsPDF) {}

  /** A text wrapped to a column (words; a word wider than the column breaks inside). */
  run(text: string, column: number, size = 7.5, bold = false): Run {
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    return { lines: this.doc.splitTextToSize(text, COLUMNS[column] - 2 * PAD) as string[], size, bold };
  }

  /** Draws runs in a column from y; returns the height used. */
  draw(runs: Run[], column: number, y: number): number {
    let offset = PAD;
    for (const { lines, size, font = 'helvetica', bold = false } of runs) {
      this.doc.setFont(font, bold ? 'bold' : 'normal');
      this.doc.setFontSize(size);
      lines.forEach((line, i) => this.doc.text(line, columnX(column) + PAD, y + offset + 2.4 + i * LINE));
      offset += lines.length * LINE;
    }
    return offset + PAD;
  }
}

const columnX = (i: number) => MARGIN + COLUMNS.slice(0, i).reduce((sum, w) => sum + w, 0);
const runsHeight = (runs: Run[]) => runs.reduce((sum, r) => sum + r.lines.length * LINE, 0) + 2 * PAD;

function tableHeader(page: Page) {
  const { doc } = page;
  const labels = receiptPdfTexts.columns.map((label, i) => page.run(label, i, 7, true));
  const h = Math.max(...labels.map((r) => runsHeight([r])));
  doc.setFillColor(31, 41, 55);
  doc.rect(MARGIN, page.y, WIDTH, h, 'F');
  doc.setTextColor(255, 255, 255);
  labels.forEach((run, i) => page.draw([run], i, page.y));
  doc.setTextColor(0, 0, 0);
  page.y += h;
}

function newPage(page: Page) {
  page.doc.addPage();
  page.y = MARGIN;
  tableHeader(page);
}

/** The runs of one user's row: name and e-mail, first opening, first download. */
function recipientRuns(page: Page, r: ReceiptRecipient): Run[][] {
  return [
    [page.run(r.name, 3), page.run(r.email, 3, 6.5)],
    [page.run(r.opened_at ? when(r.opened_at) : receiptPdfTexts.notOpened, 4, 7)],
    [page.run(r.downloaded_at ? when(r.downloaded_at) : receiptPdfTexts.notDownloaded, 5, 7)],
  ];
}

/**
 * One document: its cells on the left, its users stacked on the right. The document starts on a page
 * where it fits with its first user; users that do not fit go on the next page under the document's
 * title marked '(continúa)'.
 */
function entryRows(page: Page, entry: ReceiptEntry, n: number) {
  const { doc } = page;
  const title = page.run(`${n}. ${entry.title}`, 0, 7.5, true);
  const documentRuns = [title, ...(entry.file_name ? [page.run(entry.file_name, 0, 6.5)] : [])];
  const left: Run[][] = [
    documentRuns,
    [{ lines: hashLines(entry.sha256), size: 7, font: entry.sha256 ? 'courier' : 'helvetica' }],
    [page.run(when(entry.published_at), 2, 7)],
  ];
  const leftHeight = Math.max(...left.map(runsHeight));
  const rows = entry.recipients.length
    ? entry.recipients.map((r) => recipientRuns(page, r))
    : [[[page.run(receiptPdfTexts.noRecipients, 3)]]];
  const rowHeight = (cells: Run[][]) => Math.max(...cells.map(runsHeight));
  if (page.y + Math.max(leftHeight, rowHeight(rows[0])) > BOTTOM) newPage(page);

  let blockStart = page.y;
  let bottom = page.y + leftHeight;
  const frame = () => {
    doc.setDrawColor(209, 213, 219);
    doc.rect(MARGIN, blockStart, WIDTH, bottom - blockStart);
    for (let i = 1; i < COLUMNS.length; i++) doc.line(columnX(i), blockStart, columnX(i), bottom);
  };
  left.forEach((runs, i) => page.draw(runs, i, blockStart));
  let y = blockStart;
  rows.forEach((cells, i) => {
    const h = rowHeight(cells);
    if (y + h > BOTTOM) {
      frame();
      newPage(page);
      blockStart = page.y;
      y = blockStart;
      bottom = y + page.draw([{ ...title, lines: [...title.lines, receiptPdfTexts.continued] }], 0, y);
    } else if (i > 0) {
      doc.setDrawColor(229, 231, 235);
      doc.line(columnX(3), y, MARGIN + WIDTH, y);
    }
    cells.forEach((runs, c) => page.draw(runs, 3 + c, y));
    y += h;
    bottom = Math.max(bottom, y);
  });
  frame();
  page.y = bottom;
}

function heading(page: Page, receipt: ReceiptDoc, verifyUrl: string) {
  const { doc } = page;
  const qr = 30;
  drawQrCode(doc, verifyUrl, PAGE_W - MARGIN - qr, MARGIN, qr);
  const left = WIDTH - qr - 6;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(receiptPdfTexts.title, MARGIN, MARGIN + 6);
  page.y = MARGIN + 9;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  const subtitle = doc.splitTextToSize(receiptPdfTexts.subtitle, left) as string[];
  doc.text(subtitle, MARGIN, page.y + 3);
  page.y += subtitle.length * 3.6 + 3;
  const [year, month] = receipt.month.split('-').map(Number);
  const fields: [string, string][] = [
    [receiptPdfTexts.company, receipt.company_name],
    [receiptPdfTexts.month, formatMonthYear(month, year) ?? receipt.month],
    [receiptPdfTexts.issuedAt, when(receipt.issued_at)],
    ...(receipt.issued_by_name
      ? [[receiptPdfTexts.issuedBy, receipt.issued_by_name] as [string, string]]
      : []),
    [receiptPdfTexts.code, receipt.code],
  ];
  for (const [label, value] of fields) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8.5);
    doc.setTextColor(75, 85, 99);
    doc.text(`${label}:`, MARGIN, page.y + 3);
    doc.setTextColor(0, 0, 0);
    doc.setFont('helvetica', 'bold');
    const lines = doc.splitTextToSize(value, left - 38) as string[];
    doc.text(lines, MARGIN + 38, page.y + 3);
    page.y += lines.length * 4 + 0.6;
  }
  page.y = Math.max(page.y, MARGIN + qr + 2);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.text(`${receiptPdfTexts.verifyAt} ${verifyUrl}`, MARGIN, page.y + 3, { maxWidth: WIDTH });
  page.y += 6;
  doc.setFontSize(8.5);
  doc.setTextColor(75, 85, 99);
  doc.text(`${receiptPdfTexts.fingerprint}:`, MARGIN, page.y + 3);
  doc.setTextColor(0, 0, 0);
  doc.setFont('courier', 'bold');
  doc.setFontSize(8.5);
  doc.text(receipt.fingerprint, MARGIN + 44, page.y + 3);
  page.y += 5;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(7);
  const note = doc.splitTextToSize(receiptPdfTexts.fingerprintNote, WIDTH) as string[];
  doc.text(note, MARGIN, page.y + 2.5);
  page.y += note.length * 3.1 + 2;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9);
  doc.text(receiptPdfTexts.documents(receipt.entries.length), MARGIN, page.y + 3);
  page.y += 5;
}

function footers(doc: jsPDF, code: string) {
  const total = doc.getNumberOfPages();
  for (let n = 1; n <= total; n++) {
    doc.setPage(n);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(7);
    doc.setTextColor(107, 114, 128);
    doc.text(`${receiptPdfTexts.title} ${code}`, MARGIN, PAGE_H - 9);
    doc.text(receiptPdfTexts.page(n, total), PAGE_W - MARGIN, PAGE_H - 9, { align: 'right' });
    doc.setTextColor(0, 0, 0);
  }
}

/** The receipt as PDF bytes; `verifyUrl` is what the QR code and the text point to. */
export function buildReceiptPdf(
  receipt: ReceiptDoc,
  { verifyUrl }: { verifyUrl: string },
): Uint8Array<ArrayBuffer> {
  const doc = new jsPDF({ unit: 'mm', format: 'letter' });
  doc.setProperties({ title: `${receiptPdfTexts.title} ${receipt.code}`, subject: receipt.company_name });
  const page = new Page(doc);
  heading(page, receipt, verifyUrl);
  tableHeader(page);
  receipt.entries.forEach((entry, i) => entryRows(page, entry, i + 1));
  footers(doc, receipt.code);
  return new Uint8Array(doc.output('arraybuffer'));
}

export const receiptFileName = (code: string) => `acuse-entrega-${code}.pdf`;
