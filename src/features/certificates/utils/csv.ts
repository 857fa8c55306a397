// CSV that Excel opens with accents intact: a UTF-8 byte order mark, CRLF lines, every field quoted when
// it holds a separator, a quote or a line break, and formula-looking text defused.
export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection).
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** A file-name-safe slug: 'Constructora Ñandú, S.A.' -> 'constructora-nandu-s-a'. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
