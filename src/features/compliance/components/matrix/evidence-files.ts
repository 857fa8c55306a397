// Which documents go into each compliance ZIP and where: a month column holds every company's evidence of
// the periods that end that month (Empresa/Tipo/archivo); a company row its evidence over the range
// (Empresa/Tipo/Periodo/archivo); the client's month column Tipo/archivo and its type row Periodo/archivo.
// A global document appears once, under 'Global', in the admin's archives.
import type { ZipItem } from '@/lib/files/use-zip-download';
import { uniqueZipPaths, safeFileName } from '@/lib/files/zip-names';
import { capitalize, monthName } from '@/utils/format';

import { periodLabel, type YearMonth } from '../../utils/periods';
import type { Cell, ComplianceDocument } from '../../utils/status';
import type { CompanyRow } from './matrix-model';

export const GLOBAL_FOLDER = 'Global';

interface Placed {
  doc: ComplianceDocument;
  folders: string[];
}

function toFiles(placed: Placed[]): ZipItem[] {
  const seen = new Set<string>();
  const unique = placed.filter(({ doc }) => !seen.has(doc.id) && seen.add(doc.id));
  const paths = uniqueZipPaths(
    unique.map(({ doc, folders }) => ({ folders, name: doc.name, reference: doc.url })),
  );
  return unique.map(({ doc }, i) => ({ documentId: doc.id, reference: doc.url, name: paths[i] }));
}

const placeCell = (cell: Cell, owner: string, withPeriod: boolean): Placed[] =>
  cell.documents.map((doc) => ({
    doc,
    folders: [
      doc.is_global ? GLOBAL_FOLDER : owner,
      cell.type.name,
      ...(withPeriod ? [periodLabel(cell.period)] : []),
    ],
  }));

/** Every company's evidence of one month column (index into the rows' summaries). */
export function monthColumnFiles(rows: CompanyRow[], index: number): ZipItem[] {
  return toFiles(
    rows.flatMap((row) => row.summaries[index].cells.flatMap((c) => placeCell(c, row.company.name, false))),
  );
}

/** One company's evidence over the whole range. */
export function companyRowFiles(row: CompanyRow): ZipItem[] {
  return toFiles(row.summaries.flatMap((s) => s.cells.flatMap((c) => placeCell(c, row.company.name, true))));
}

/** The client's month column: Tipo/archivo. */
export function clientMonthFiles(cells: Cell[]): ZipItem[] {
  return toFiles(cells.flatMap((cell) => cell.documents.map((doc) => ({ doc, folders: [cell.type.name] }))));
}

/** The client's type row: Periodo/archivo (a bimonthly period shows in two months, zipped once). */
export function clientTypeFiles(cells: Cell[]): ZipItem[] {
  return toFiles(
    cells.flatMap((cell) => cell.documents.map((doc) => ({ doc, folders: [periodLabel(cell.period)] }))),
  );
}

const monthTag = (m: YearMonth) => `${capitalize(monthName(m.month))}_${m.year}`;

/** 'Cumplimiento_Marzo_2026.zip', 'Cumplimiento_Constructora Alfa_Mayo_2026-Noviembre_2026.zip'. */
export function zipName(parts: (string | YearMonth)[]): string {
  const tags = parts.map((p) => (typeof p === 'string' ? safeFileName(p) : monthTag(p)));
  return `${['Cumplimiento', ...tags].join('_')}.zip`;
}

export const rangeTag = (from: YearMonth, to: YearMonth) =>
  from.year === to.year && from.month === to.month ? monthTag(from) : `${monthTag(from)}-${monthTag(to)}`;
