import { vi } from 'vitest';

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

/**
 * The network as the dashboard's reachability probe sees it (a no-cors fetch of the Looker URL):
 * 'reachable' answers, 'unreachable' fails like a DNS error or a blocked host, 'never' hangs. Every
 * other request (the fake backend) goes through. Restore with vi.restoreAllMocks().
 */
export function stubLookerNetwork(answer: 'reachable' | 'unreachable' | 'never') {
  const passThrough = globalThis.fetch;
  const probes: { url: string; init?: RequestInit }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!/^https:\/\/(lookerstudio|datastudio)\.google\.com\//.test(url)) return passThrough(input, init);
    probes.push({ url, init });
    if (answer === 'reachable') return Promise.resolve(new Response(null, { status: 200 }));
    if (answer === 'unreachable') return Promise.reject(new TypeError('Failed to fetch'));
    return new Promise<Response>(() => {});
  });
  return { spy, probes };
}
