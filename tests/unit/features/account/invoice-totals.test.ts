// The account's "to pay" totals: one per currency, and which invoices count as overdue.
import { describe, expect, it } from 'vitest';

import { isOverdue, totalsByCurrency } from '@/features/account/utils/invoice-totals';

describe('totalsByCurrency', () => {
  it('adds the amounts of each currency apart, in the order they first appear', () => {
    expect(
      totalsByCurrency([
        { amount: 100, currency: 'USD' },
        { amount: '250.50', currency: 'MXN' },
        { amount: 20, currency: 'USD' },
        { amount: '0.25', currency: 'MXN' },
      ]),
    ).toEqual([
      { currency: 'USD', total: 120 },
      { currency: 'MXN', total: 250.75 },
    ]);
  });

  it('counts a row without currency as MXN', () => {
    expect(
      totalsByCurrency([
        { amount: 10, currency: null },
        { amount: 5, currency: '' },
        { amount: 1, currency: 'MXN' },
      ]),
    ).toEqual([{ currency: 'MXN', total: 16 }]);
  });

  it('has no totals without rows', () => {
    expect(totalsByCurrency([])).toEqual([]);
  });
});

describe('isOverdue', () => {
  const today = '2026-03-15';
  it('is overdue past the due date, not on it nor before it', () => {
    expect(isOverdue({ due_date: '2026-03-14', status: 'pendiente' }, today)).toBe(true);
    expect(isOverdue({ due_date: '2026-03-15', status: 'pendiente' }, today)).toBe(false);
    expect(isOverdue({ due_date: '2026-03-16', status: 'pendiente' }, today)).toBe(false);
    expect(isOverdue({ due_date: null, status: 'pendiente' }, today)).toBe(false);
  });

  it('is overdue when marked vencida in any case or spacing, whatever its due date', () => {
    expect(isOverdue({ due_date: null, status: 'vencida' }, today)).toBe(true);
    expect(isOverdue({ due_date: '2026-12-31', status: ' Vencida ' }, today)).toBe(true);
    expect(isOverdue({ due_date: '2026-12-31', status: 'VENCIDA' }, today)).toBe(true);
    expect(isOverdue({ due_date: '2026-12-31', status: 'vencidas' }, today)).toBe(false);
  });
});
