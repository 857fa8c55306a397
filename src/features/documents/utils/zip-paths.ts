// Where each document goes inside the REPSE zip:
// Globales|Especificos_Cliente / year / Spanish month / document name + the file's extension (names made
// safe and unique by lib/files/zip-names).
import { uniqueZipPaths } from '@/lib/files/zip-names';
import { capitalize, monthName } from '@/utils/format';

import type { CompanyDocument } from '../api/get-documents';
import { ALL_MONTHS } from './group-documents';

export function zipPaths(documents: CompanyDocument[]): string[] {
  return uniqueZipPaths(
    documents.map((doc) => ({
      folders: [
        doc.is_global ? 'Globales' : 'Especificos_Cliente',
        String(doc.year),
        capitalize(monthName(doc.month)),
      ],
      name: doc.name,
      reference: doc.url,
    })),
  );
}

export function zipFileName(year: number, month: string): string {
  const suffix = month === ALL_MONTHS ? '' : `_${capitalize(monthName(Number(month)))}`;
  return `Documentos_REPSE_${year}${suffix}.zip`;
}
