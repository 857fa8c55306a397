// Billing's small rules at their edges: the URL filters, the years offered, statuses and overdue days.
import { describe, expect, it } from 'vitest';

import { daysOverdue } from '@/features/billing/utils/days-overdue';
import {
  filterYears,
  hasFilters,
  NO_FILTERS,
  parseInvoiceFilters,
  periodRange,
} from '@/features/billing/utils/invoice-filters';
import { isKnownStatus, knownStatus, readableStatus } from '@/features/billing/utils/invoice-status';

const parse = (query: string) => parseInvoiceFilters(new URLSearchParams(query));

describe('parseInvoiceFilters at its limits', () => {
  it('accepts the years 2000 to 2100 and the months 1 to 12', () => {
    expect(parse('anio=2000&mes=1')).toEqual({ status: null, year: 2000, month: 1 });
    expect(parse('anio=2100&mes=12')).toEqual({ status: null, year: 2100, month: 12 });
    expect(parse('anio=1999')).toEqual(NO_FILTERS);
    expect(parse('anio=2101')).toEqual(NO_FILTERS);
    expect(parse('anio=2026&mes=0')).toEqual({ status: null, year: 2026, month: null });
  });

  it('reads a status alone, exactly as offered', () => {
    expect(parse('estado=pagada')).toEqual({ status: 'pagada', year: null, month: null });
    expect(parse('estado=Pagada')).toEqual(NO_FILTERS);
    expect(parse('anio=dos mil&mes=tres')).toEqual(NO_FILTERS);
  });
});

describe('hasFilters', () => {
  it('is true with a status or a year', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ status: 'vencida', year: null, month: null })).toBe(true);
    expect(hasFilters({ status: null, year: 2026, month: null })).toBe(true);
  });
});

describe('periodRange', () => {
  it('pads single-digit months and ends a November at December', () => {
    expect(periodRange({ status: null, year: 2026, month: 9 })).toEqual(['2026-09-01', '2026-10-01']);
    expect(periodRange({ status: null, year: 2026, month: 11 })).toEqual(['2026-11-01', '2026-12-01']);
  });
});

describe('filterYears', () => {
  it('offers this year back to 2020, newest first', () => {
    expect(filterYears(new Date(2026, 5, 1))).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect(filterYears(new Date(2020, 0, 1))).toEqual([2020]);
  });

  it('still offers the current year on a clock before 2020', () => {
    expect(filterYears(new Date(2019, 0, 1))).toEqual([2019]);
    expect(filterYears(new Date(2010, 0, 1))).toEqual([2010]);
  });

  it('uses the current date by default', () => {
    expect(filterYears()[0]).toBe(new Date().getFullYear());
  });
});

describe('invoice statuses', () => {
  it('knows the values an admin sets, exactly', () => {
    for (const s of ['pendiente', 'en_aclaracion', 'pagada', 'vencida', 'cancelada'])
      expect(isKnownStatus(s)).toBe(true);
    expect(isKnownStatus('Pagada')).toBe(false);
    expect(isKnownStatus('')).toBe(false);
  });

  it('maps a raw status to its known value whatever its case and spaces', () => {
    expect(knownStatus(' PAGADA ')).toBe('pagada');
    expect(knownStatus('En_Aclaracion')).toBe('en_aclaracion');
    expect(knownStatus('en aclaración')).toBeNull();
    expect(knownStatus('por_cobrar')).toBeNull();
    expect(knownStatus(null)).toBeNull();
    expect(knownStatus(undefined)).toBeNull();
  });

  it('makes any raw status readable', () => {
    expect(readableStatus('  EN___ACLARACION  ')).toBe('En aclaracion');
    expect(readableStatus('por  cobrar_hoy')).toBe('Por cobrar hoy');
    expect(readableStatus('a_b_c')).toBe('A b c');
  });
});

describe('daysOverdue at its edges', () => {
  const now = new Date(2026, 2, 15, 0, 5);
  it('reads only the calendar day of a due date with a time, and nothing from a malformed one', () => {
    expect(daysOverdue({ status: 'vencida', due_date: '2026-03-10T23:00:00Z' }, now)).toBe(5);
    expect(daysOverdue({ status: 'vencida', due_date: 'pronto' }, now)).toBeNull();
    expect(daysOverdue({ status: 'vencida', due_date: '' }, now)).toBeNull();
    expect(daysOverdue({ status: null, due_date: '2026-03-01' }, now)).toBeNull();
  });

  it('counts from the local day, however late, across a month end', () => {
    expect(daysOverdue({ status: 'vencida', due_date: '2026-02-28' }, new Date(2026, 2, 1, 23, 59))).toBe(1);
    expect(daysOverdue({ status: 'vencida', due_date: '2026-03-16' }, now)).toBeNull();
  });

  it('uses the current date by default', () => {
    expect(daysOverdue({ status: 'vencida', due_date: '2000-01-01' })).toBeGreaterThan(9000);
  });
});
