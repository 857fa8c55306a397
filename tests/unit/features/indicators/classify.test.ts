import { describe, expect, it } from 'vitest';

import type { Indicator } from '@/features/indicators/api/get-indicators';
import {
  classifyDashboardLink,
  dashboardsOf,
  embedUrl,
  monthlyReportsOf,
  reportPeriod,
} from '@/features/indicators/utils/classify';

let n = 0;
const indicator = (overrides: Partial<Indicator>): Indicator => ({
  id: `i${++n}`,
  company_id: 'a',
  is_global: false,
  title: null,
  url: null,
  url_monthly: null,
  year: null,
  month: null,
  created_at: '2026-03-15T12:00:00Z',
  ...overrides,
});

describe('dashboards and monthly reports', () => {
  it('a non-empty url without url_monthly is a dashboard; a non-empty url_monthly is a report', () => {
    const dash = indicator({ url: 'https://lookerstudio.google.com/embed/x' });
    const both = indicator({ url: 'https://x', url_monthly: 'storage://monthly-reports/a/r.pdf' });
    const blankMonthly = indicator({ url: 'https://y', url_monthly: '   ' });
    const blank = indicator({ url: '  ' });
    expect(dashboardsOf([dash, both, blankMonthly, blank])).toEqual([dash, blankMonthly]);
    expect(monthlyReportsOf([dash, both, blankMonthly, blank])).toEqual([both]);
  });

  it('orders reports newest period first, then by title in Spanish order', () => {
    const r = (year: number, month: number, title: string) =>
      indicator({ url_monthly: 'storage://monthly-reports/a/r.pdf', year, month, title });
    const older = r(2025, 12, 'Diciembre');
    const marchB = r(2026, 3, 'Énfasis');
    const marchA = r(2026, 3, 'Avance');
    const may = r(2026, 5, 'Mayo');
    expect(monthlyReportsOf([older, marchB, may, marchA])).toEqual([may, marchA, marchB, older]);
  });

  it("takes the report's own period, or the UTC month it was created in", () => {
    expect(reportPeriod(indicator({ year: 2024, month: 7 }))).toEqual({ year: 2024, month: 7 });
    expect(reportPeriod(indicator({ year: 2024, month: null, created_at: '2026-01-31T23:30:00Z' }))).toEqual({
      year: 2026,
      month: 1,
    });
    expect(reportPeriod(indicator({ year: null, month: 4, created_at: '2025-12-01T00:10:00Z' }))).toEqual({
      year: 2025,
      month: 12,
    });
  });
});

describe('embedUrl', () => {
  it('lets an https link into the iframe and refuses anything else', () => {
    expect(embedUrl('https://lookerstudio.google.com/embed/reporting/abc')).toBe(
      'https://lookerstudio.google.com/embed/reporting/abc',
    );
    expect(embedUrl('storage://monthly-reports/a/r.pdf')).toBeNull();
    expect(embedUrl('javascript:alert(1)')).toBeNull();
    expect(embedUrl(null)).toBeNull();
  });

  it('embeds only Looker Studio embed pages; a viewing link through its embed form', () => {
    expect(embedUrl('https://datastudio.google.com/embed/reporting/abc/page/p1')).toBe(
      'https://datastudio.google.com/embed/reporting/abc/page/p1',
    );
    expect(embedUrl('https://lookerstudio.google.com/reporting/abc')).toBe(
      'https://lookerstudio.google.com/embed/reporting/abc',
    );
    expect(embedUrl('https://evil.example/embed/reporting/abc')).toBeNull();
    expect(embedUrl('https://lookerstudio.google.com.evil.example/embed/reporting/abc')).toBeNull();
    expect(embedUrl('https://lookerstudio.google.com:8443/embed/reporting/abc')).toBeNull();
  });
});

describe('classifyDashboardLink', () => {
  it('tells embed pages, convertible viewing links, other https links and invalid values apart', () => {
    expect(classifyDashboardLink('https://lookerstudio.google.com/embed/reporting/a-1/page/p_kpis')).toEqual({
      kind: 'embed',
      url: 'https://lookerstudio.google.com/embed/reporting/a-1/page/p_kpis',
    });
    expect(
      classifyDashboardLink('https://lookerstudio.google.com/u/2/reporting/a-1/page/p_kpis?params=x'),
    ).toEqual({
      kind: 'convertible',
      url: 'https://lookerstudio.google.com/u/2/reporting/a-1/page/p_kpis?params=x',
      embed: 'https://lookerstudio.google.com/embed/reporting/a-1/page/p_kpis?params=x',
    });
    expect(classifyDashboardLink('https://lookerstudio.google.com/s/short')).toEqual({
      kind: 'external',
      url: 'https://lookerstudio.google.com/s/short',
    });
    expect(classifyDashboardLink('https://app.powerbi.com/view?r=1')).toEqual({
      kind: 'external',
      url: 'https://app.powerbi.com/view?r=1',
    });
    expect(classifyDashboardLink('http://lookerstudio.google.com/embed/reporting/a')).toEqual({
      kind: 'invalid',
    });
    expect(classifyDashboardLink('storage://monthly-reports/a/r.pdf')).toEqual({ kind: 'invalid' });
    expect(classifyDashboardLink('  ')).toEqual({ kind: 'invalid' });
  });
});
