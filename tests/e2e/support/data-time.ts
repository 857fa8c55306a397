// "This month" as the data sees it: the seed dates rows from the database's current_date (in its own
// time zone), so the tests count months from that date, never from the machine's local clock.
import type { StackInfo } from './stack-info';

export interface Period {
  year: number;
  month: number; // 1-12
}

/** The seed's month, `monthsBack` months earlier. */
export function seededPeriod(stack: Pick<StackInfo, 'seededOn'>, monthsBack = 0): Period {
  const [year, month] = stack.seededOn.split('-').map(Number);
  const index = year * 12 + (month - 1) - monthsBack;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
