import { capitalize, monthName } from '@/utils/format';

import type { YearMonth } from '../../utils/periods';

/** 'Marzo 2026'. */
export const longMonth = (m: YearMonth) => `${capitalize(monthName(m.month))} ${m.year}`;
/** 'Mar 2026' for narrow column headers. */
export const shortMonth = (m: YearMonth) => `${capitalize(monthName(m.month).slice(0, 3))} ${m.year}`;
