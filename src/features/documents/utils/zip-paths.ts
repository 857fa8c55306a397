// Where each document goes inside the REPSE zip:
// Globales|Especificos_Cliente / year / Spanish month / document name + the file's extension.
import { capitalize, monthName } from '@/utils/format';

import type { CompanyDocument } from '../api/get-documents';
import { ALL_MONTHS } from './group-documents';

const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

/** A name every OS accepts: no path separators or reserved characters, no trailing dots or spaces. */
export function safeFileName(name: string): string {
  const clean = name
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '');
  return clean === '' ? 'documento' : clean;
}

/** '.pdf' from 'storage://repse-documents/x/m03-guia.pdf' (or an https link); '' when there is none. */
export function extensionOf(reference: string): string {
  const last = reference.split(/[?#]/)[0].split('/').pop() ?? '';
  const match = /\.[A-Za-z0-9]{1,8}$/.exec(last);
  return match ? match[0].toLowerCase() : '';
}

export function zipPaths(documents: CompanyDocument[]): string[] {
  const used = new Set<string>();
  return documents.map((doc) => {
    const folder = [
      doc.is_global ? 'Globales' : 'Especificos_Cliente',
      String(doc.year),
      capitalize(monthName(doc.month)),
    ].join('/');
    const ext = extensionOf(doc.url);
    let base = safeFileName(doc.name);
    if (ext && base.toLowerCase().endsWith(ext)) base = base.slice(0, -ext.length) || 'documento';
    let path = `${folder}/${base}${ext}`;
    for (let n = 2; used.has(path.toLowerCase()); n += 1) path = `${folder}/${base} (${n})${ext}`;
    used.add(path.toLowerCase());
    return path;
  });
}

export function zipFileName(year: number, month: string): string {
  const suffix = month === ALL_MONTHS ? '' : `_${capitalize(monthName(Number(month)))}`;
  return `Documentos_REPSE_${year}${suffix}.zip`;
}
