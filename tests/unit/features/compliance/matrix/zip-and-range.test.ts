import { describe, expect, it } from 'vitest';

import { defaultRange, rangeChoices } from '@/features/compliance/hooks/use-matrix-filters';
import { uniqueZipPaths } from '@/lib/files/zip-names';

describe('zip entry names', () => {
  it('makes folders and names safe, keeps the extension once and numbers clashes', () => {
    expect(
      uniqueZipPaths([
        { folders: ['Alfa S.A.', 'Pago 1/2'], name: 'Acuse.PDF', reference: 'storage://b/x/acuse.pdf' },
        { folders: ['Alfa S.A.', 'Pago 1/2'], name: 'acuse', reference: 'storage://b/x/otro.pdf?v=1' },
        { folders: [], name: '  ', reference: 'https://x.test/file' },
      ]),
    ).toEqual(['Alfa S.A/Pago 1_2/Acuse.pdf', 'Alfa S.A/Pago 1_2/acuse (2).pdf', 'documento']);
  });

  it('numbers a third clash (3), names a folder with nothing safe left, and keeps a bare extension', () => {
    const ref = 'storage://b/x/a.pdf';
    expect(
      uniqueZipPaths([
        { folders: ['..'], name: 'Acta', reference: ref },
        { folders: ['..'], name: 'Acta', reference: ref },
        { folders: ['..'], name: 'Acta', reference: ref },
        { folders: [], name: '.pdf', reference: ref },
      ]),
    ).toEqual(['carpeta/Acta.pdf', 'carpeta/Acta (2).pdf', 'carpeta/Acta (3).pdf', 'documento.pdf']);
  });
});

describe('matrix month range', () => {
  it('defaults to the six complete months before today and the current one, across a year', () => {
    expect(defaultRange('2026-03-01')).toEqual({
      from: { year: 2025, month: 9 },
      to: { year: 2026, month: 3 },
    });
  });

  it('offers the last 24 months, newest first', () => {
    const choices = rangeChoices('2026-03-31');
    expect(choices).toHaveLength(24);
    expect(choices[0]).toEqual({ year: 2026, month: 3 });
    expect(choices[23]).toEqual({ year: 2024, month: 4 });
  });
});
