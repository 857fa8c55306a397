// PostgREST's answer to a page past the end of a list: 416 PGRST103 when the offset asked is beyond the
// total (rows deleted since the page was chosen, or a link to a page that no longer exists). Its details
// state the total ("An offset of 40 was requested, but there are only 39 rows."), so the list can move
// to its last page with rows without asking again. The same code with a negative limit or offset is a
// programming error, never a list past its end.

interface ApiError {
  code?: unknown;
  details?: unknown;
}

const details = (error: unknown): string =>
  typeof (error as ApiError | null)?.details === 'string' ? ((error as ApiError).details as string) : '';

/** A 416 for an offset past the end of the list (the DataTable handles it; nobody needs a toast). */
export function isPastEnd(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || (error as ApiError).code !== 'PGRST103') return false;
  return !/should be greater than or equal to zero/i.test(details(error));
}

/** The list's total as the 416 states it, or null when the answer does not say it. */
export function pastEndTotal(error: unknown): number | null {
  if (!isPastEnd(error)) return null;
  const match = /there are only (\d+) rows?/i.exec(details(error));
  return match ? Number(match[1]) : null;
}
