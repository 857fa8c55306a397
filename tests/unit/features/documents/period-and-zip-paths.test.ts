import { describe, expect, it } from 'vitest';

import { availableYears, defaultYear, groupByPeriod } from '@/features/documents/utils/group-documents';
import { zipFileName, zipPaths } from '@/features/documents/utils/zip-paths';
import { extensionOf, safeFileName } from '@/lib/files/zip-names';

import { doc } from './repse-fixtures';

describe('REPSE period rules', () => {
  it('picks the current year when present, else the newest', () => {
    expect(defaultYear([2026, 2025], 2026)).toBe(2026);
    expect(defaultYear([2024, 2023], 2026)).toBe(2024);
    expect(defaultYear([], 2026)).toBeNull();
  });

  it('orders years and month groups descending, names ascending inside a group', () => {
    const docs = [
      doc({ name: 'b', year: 2025, month: 2 }),
      doc({ name: 'z', year: 2026, month: 1 }),
      doc({ name: 'a', year: 2026, month: 1 }),
      doc({ name: 'c', year: 2026, month: 10 }),
    ];
    expect(availableYears(docs)).toEqual([2026, 2025]);
    const groups = groupByPeriod(docs);
    expect(groups.map((g) => g.key)).toEqual(['2026-10', '2026-1', '2025-2']);
    expect(groups[1].documents.map((d) => d.name)).toEqual(['a', 'z']);
  });
});

describe('REPSE zip names', () => {
  it('makes names safe for every OS', () => {
    expect(safeFileName('a/b\\c:d*e?f"g<h>i|j')).toBe('a_b_c_d_e_f_g_h_i_j');
    expect(safeFileName('  Informe.  ')).toBe('Informe');
    expect(safeFileName('..')).toBe('documento');
    expect(safeFileName('línea\u0000nueva')).toBe('línea_nueva');
    expect(safeFileName('Acta   de\u00a0IMSS')).toBe('Acta de IMSS');
  });

  it('keeps the file extension once and numbers duplicates per folder', () => {
    expect(extensionOf('storage://repse-documents/x/m03-guia.PDF')).toBe('.pdf');
    expect(extensionOf('https://ex.com/file?x=y.pdf')).toBe('');
    expect(extensionOf('storage://repse-documents/x/respaldo.tar.gz')).toBe('.gz');
    expect(extensionOf('storage://repse-documents/x/informe.v2-final')).toBe('');
    const paths = zipPaths([
      doc({ name: 'Guía.pdf', year: 2026, month: 1, url: 'storage://repse-documents/x/g.pdf' }),
      doc({ name: 'guía', year: 2026, month: 1, url: 'storage://repse-documents/x/g2.pdf' }),
      doc({
        name: 'Guía',
        year: 2026,
        month: 1,
        is_global: true,
        url: 'storage://repse-documents/global/g.pdf',
      }),
    ]);
    expect(paths).toEqual([
      'Especificos_Cliente/2026/Enero/Guía.pdf',
      'Especificos_Cliente/2026/Enero/guía (2).pdf',
      'Globales/2026/Enero/Guía.pdf',
    ]);
  });

  it('names the zip by year and, when chosen, the month', () => {
    expect(zipFileName(2026, 'all')).toBe('Documentos_REPSE_2026.zip');
    expect(zipFileName(2026, '9')).toBe('Documentos_REPSE_2026_Septiembre.zip');
  });
});
