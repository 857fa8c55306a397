// Which of the invoices to pay count as overdue on the account's card (their totals are added up by the
// database).

/** Overdue: past its due date (calendar days, 'YYYY-MM-DD') or marked 'vencida'. */
export function isOverdue(row: { due_date: string | null; status: string }, today: string): boolean {
  return row.status.trim().toLowerCase() === 'vencida' || (row.due_date !== null && row.due_date < today);
}
