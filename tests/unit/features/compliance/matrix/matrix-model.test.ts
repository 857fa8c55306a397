import { describe, expect, it } from 'vitest';

import { companyRows, filterRows } from '@/features/compliance/components/matrix/matrix-model';
import { longMonth, shortMonth } from '@/features/compliance/components/matrix/month-label';
import type { MatrixInput } from '@/features/compliance/utils/status';

import { COMPANY_A, COMPANY_B, doc, type } from '../rules/status-fixtures';

const companies = [
  { id: COMPANY_A, name: 'Alfa' },
  { id: COMPANY_B, name: 'Beta' },
];

// Payroll is due on the 17th of the next month: A delivered April and May, B only April; today is 20 June.
const input: MatrixInput = {
  types: [type({ id: 't-nomina' })],
  typeCompanies: [],
  documents: [
    doc('t-nomina', 2026, 4),
    doc('t-nomina', 2026, 5),
    doc('t-nomina', 2026, 4, { company_id: COMPANY_B }),
  ],
  today: '2026-06-20',
};
const april = { year: 2026, month: 4 };
const may = { year: 2026, month: 5 };

describe('admin compliance matrix rows', () => {
  it('gives each company a summary per month and a status over the whole range', () => {
    const rows = companyRows(input, companies, [april, may]);
    expect(rows.map((r) => r.company.name)).toEqual(['Alfa', 'Beta']);
    expect(rows[0].summaries.map((s) => s.status)).toEqual(['complete', 'complete']);
    expect(rows[0].status).toBe('complete');
    expect(rows[1].summaries.map((s) => s.status)).toEqual(['complete', 'late']);
    expect(rows[1].status).toBe('late');
    expect(rows[1].summaries[1].late).toBe(1);
  });

  it('judges the status over the months shown only', () => {
    const rows = companyRows(input, companies, [april]);
    expect(rows.map((r) => r.status)).toEqual(['complete', 'complete']);
    expect(companyRows(input, companies, []).map((r) => r.status)).toEqual(['empty', 'empty']);
  });

  it('filters the rows by status, all of them for "all"', () => {
    const rows = companyRows(input, companies, [april, may]);
    expect(filterRows(rows, 'all')).toEqual(rows);
    expect(filterRows(rows, 'late').map((r) => r.company.id)).toEqual([COMPANY_B]);
    expect(filterRows(rows, 'complete').map((r) => r.company.id)).toEqual([COMPANY_A]);
    expect(filterRows(rows, 'pending')).toEqual([]);
  });
});

describe('month labels of the matrix', () => {
  it('writes the long and the short month with a capital', () => {
    expect(longMonth({ year: 2026, month: 3 })).toBe('Marzo 2026');
    expect(shortMonth({ year: 2026, month: 3 })).toBe('Mar 2026');
    expect(shortMonth({ year: 2025, month: 9 })).toBe('Sep 2025');
  });
});
