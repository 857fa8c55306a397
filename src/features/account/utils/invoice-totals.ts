// Totals of the invoices to pay, one per currency (MXN and USD are never added together).
export interface AmountRow {
  amount: number | string;
  currency: string | null;
}

export function totalsByCurrency(rows: AmountRow[]): { currency: string; total: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const currency = row.currency || 'MXN';
    totals.set(currency, (totals.get(currency) ?? 0) + Number(row.amount));
  }
  return [...totals].map(([currency, total]) => ({ currency, total }));
}

/** Overdue: past its due date (calendar days, 'YYYY-MM-DD') or marked 'vencida'. */
export function isOverdue(row: { due_date: string | null; status: string }, today: string): boolean {
  return row.status.trim().toLowerCase() === 'vencida' || (row.due_date !== null && row.due_date < today);
}
