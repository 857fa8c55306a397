import { describe, expect, it } from 'vitest';

import {
  classifyDashboardLink,
  dashboardsOf,
  monthlyReportsOf,
  reportPeriod,
} from '@/features/indicators/utils/classify';

import { indicator } from './fixtures';

const kind = (path: string) => classifyDashboardLink(`https://lookerstudio.google.com${path}`).kind;

describe('dashboard link paths', () => {
  it('embeds only /embed/reporting/<id>[/page/<page>], with an optional final slash', () => {
    expect(kind('/embed/reporting/abc')).toBe('embed');
    expect(kind('/embed/reporting/abc/')).toBe('embed');
    expect(kind('/embed/reporting/a_b-1/page/p_1/')).toBe('embed');
    expect(kind('/embed/reporting/')).toBe('external');
    expect(kind('/embed/reporting/abc/page/')).toBe('external');
    expect(kind('/embed/reporting/abc/page/p1/x')).toBe('external');
    expect(kind('/x/embed/reporting/abc')).toBe('external');
    expect(kind('/embed/reporting/a.b')).toBe('external');
  });

  it('converts viewing links, with or without the account segment, keeping page and query', () => {
    expect(classifyDashboardLink('https://datastudio.google.com/u/0/reporting/abc/')).toEqual({
      kind: 'convertible',
      url: 'https://datastudio.google.com/u/0/reporting/abc/',
      embed: 'https://datastudio.google.com/embed/reporting/abc/',
    });
    expect(classifyDashboardLink('https://lookerstudio.google.com/reporting/abc/page/p1')).toMatchObject({
      embed: 'https://lookerstudio.google.com/embed/reporting/abc/page/p1',
    });
    expect(kind('/u/x/reporting/abc')).toBe('external');
    expect(kind('/x/reporting/abc')).toBe('external');
    expect(kind('/reporting/abc/edit')).toBe('external');
    expect(kind('/reporting/')).toBe('external');
  });
});

describe('dashboards and reports', () => {
  it('treats blank urls as missing', () => {
    const dashboard = indicator({ url: 'https://x.test', url_monthly: '  ' });
    expect(
      dashboardsOf([
        dashboard,
        indicator({ url: '  ' }),
        indicator({ url: 'https://x.test', url_monthly: 'r' }),
      ]),
    ).toEqual([dashboard]);
    expect(monthlyReportsOf([dashboard, indicator({ url_monthly: null })])).toEqual([]);
  });

  it("uses the report's period only when it has both year and month", () => {
    expect(reportPeriod(indicator({ year: 2025, month: 7 }))).toEqual({ year: 2025, month: 7 });
    expect(reportPeriod(indicator({ year: 2025, month: null, created_at: '2026-03-15T12:00:00Z' }))).toEqual({
      year: 2026,
      month: 3,
    });
    expect(reportPeriod(indicator({ year: null, month: 7, created_at: '2026-03-15T12:00:00Z' }))).toEqual({
      year: 2026,
      month: 3,
    });
    expect(reportPeriod(indicator({ created_at: '2026-12-31T23:30:00-06:00' }))).toEqual({
      year: 2027,
      month: 1,
    });
  });

  it('orders reports by year, then month, then title', () => {
    const r = (title: string | null, year: number, month: number) =>
      indicator({ id: `${title}`, title, url_monthly: 'r', year, month });
    const list = [r('b', 2025, 12), r('a', 2026, 1), r('c', 2026, 2), r(null, 2026, 1), r('Á', 2026, 1)];
    expect(monthlyReportsOf(list).map((i) => i.title)).toEqual(['c', null, 'a', 'Á', 'b']);
  });
});

describe('monthly reports without a title', () => {
  it('lists a report without a title first in its period, whatever order they arrive in', () => {
    const r = (title: string | null) => indicator({ title, url_monthly: 'r', year: 2026, month: 1 });
    expect(monthlyReportsOf([r(null), r('a')]).map((i) => i.title)).toEqual([null, 'a']);
    expect(monthlyReportsOf([r('a'), r(null)]).map((i) => i.title)).toEqual([null, 'a']);
  });
});
