import type { Indicator } from '@/features/indicators/api/get-indicators';

import { COMPANY_A } from '../../kit/profiles';

export const LOOKER_A = 'https://lookerstudio.google.com/embed/reporting/demo-a/page/p_kpis';
export const LOOKER_G = 'https://lookerstudio.google.com/embed/reporting/demo-global/page/p_general';

let n = 0;
/** An indicators row of company A (a dashboard when only `url` is set, a report when `url_monthly` is). */
export function indicator(partial: Partial<Indicator>): Indicator {
  n += 1;
  return {
    id: `ind-${n}`,
    company_id: COMPANY_A,
    is_global: false,
    title: null,
    url: null,
    url_monthly: null,
    year: null,
    month: null,
    created_at: '2026-01-15T12:00:00Z',
    ...partial,
  };
}
