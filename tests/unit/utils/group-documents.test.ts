// REPSE period rules that the screen tests reach only through clicks: the months of the chosen year and
// the documents a year and month filter leave visible.
import { describe, expect, it } from 'vitest';

import type { CompanyDocument } from '@/features/documents/api/get-documents';
import {
  ALL_MONTHS,
  availableMonths,
  availableYears,
  defaultYear,
  groupByPeriod,
  visibleDocuments,
} from '@/features/documents/utils/group-documents';

let n = 0;
const doc = (name: string, year: number, month: number): CompanyDocument => ({
  id: `doc-${(n += 1)}`,
  company_id: 'empresa-a',
  is_global: false,
  year,
  month,
  name,
  url: `storage://repse-documents/empresa-a/${name}.pdf`,
  document_type: null,
});

const docs = [
  doc('marzo', 2026, 3),
  doc('enero', 2026, 1),
  doc('octubre', 2026, 10),
  doc('enero-bis', 2026, 1),
  doc('pasado', 2025, 12),
];

describe('availableMonths', () => {
  it('lists the distinct months of the year, newest first (numerically, not as text)', () => {
    expect(availableMonths(docs, 2026)).toEqual([10, 3, 1]);
    expect(availableMonths(docs, 2025)).toEqual([12]);
  });

  it('is empty for a year without documents or no year', () => {
    expect(availableMonths(docs, 2024)).toEqual([]);
    expect(availableMonths(docs, null)).toEqual([]);
  });
});

describe('visibleDocuments', () => {
  it('keeps the whole year for all months', () => {
    expect(visibleDocuments(docs, 2026, ALL_MONTHS).map((d) => d.name)).toEqual([
      'marzo',
      'enero',
      'octubre',
      'enero-bis',
    ]);
    expect(ALL_MONTHS).toBe('all');
  });

  it('keeps one month of one year', () => {
    expect(visibleDocuments(docs, 2026, '1').map((d) => d.name)).toEqual(['enero', 'enero-bis']);
    expect(visibleDocuments(docs, 2025, '1')).toEqual([]);
    expect(visibleDocuments(docs, null, ALL_MONTHS)).toEqual([]);
  });
});

describe('years and groups', () => {
  it('sorts years numerically, newest first', () => {
    expect(availableYears([doc('a', 999, 1), doc('b', 2026, 1), doc('c', 2026, 2)])).toEqual([2026, 999]);
  });

  it('defaults to the current year when it has documents', () => {
    expect(defaultYear([2027, 2026], 2026)).toBe(2026);
    expect(defaultYear([2027, 2025])).toBe(2027);
  });

  it('groups each year and month once, newest first, names in Spanish order', () => {
    const groups = groupByPeriod([
      doc('Zeta', 2026, 1),
      doc('z', 2025, 12),
      doc('ñu', 2026, 1),
      doc('Ápice', 2026, 1),
      doc('nube', 2026, 1),
    ]);
    expect(groups.map((g) => [g.key, g.year, g.month, g.documents.map((d) => d.name)])).toEqual([
      ['2026-1', 2026, 1, ['Ápice', 'nube', 'ñu', 'Zeta']],
      ['2025-12', 2025, 12, ['z']],
    ]);
  });
});
