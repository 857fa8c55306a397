// Which of the account's invoices to pay count as overdue.
import { describe, expect, it } from 'vitest';

import { isOverdue } from '@/features/billing/utils/invoice-overdue';

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
