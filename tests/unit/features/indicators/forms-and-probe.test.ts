import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  GLOBAL_COMPANY,
  dashboardDefaults,
  dashboardMessages,
  dashboardSchema,
  ownerColumns,
} from '@/features/indicators/utils/dashboard-form';
import { probeReachable } from '@/features/indicators/utils/probe';
import {
  replaceReportSchema,
  reportDefaults,
  reportFolder,
  reportMessages,
  reportSchema,
} from '@/features/indicators/utils/report-form';

const EMBED = 'https://lookerstudio.google.com/embed/reporting/abc-123/page/p1';
const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`));

describe('dashboard form', () => {
  const dashboard = (values: Record<string, string>) =>
    dashboardSchema.safeParse({ companyId: 'c1', title: 'Ventas', url: EMBED, ...values });

  it('takes a Looker Studio embed link, trimmed', () => {
    expect(dashboard({ title: ' Ventas ', url: ` ${EMBED} ` }).data).toEqual({
      companyId: 'c1',
      title: 'Ventas',
      url: EMBED,
    });
  });

  it('explains why another link cannot be embedded', () => {
    expect(messagesOf(dashboard({ url: 'http://lookerstudio.google.com/embed/reporting/abc' }))).toEqual([
      `url: ${dashboardMessages.invalid}`,
    ]);
    expect(messagesOf(dashboard({ url: 'https://example.com/tablero' }))).toEqual([
      `url: ${dashboardMessages.host}`,
    ]);
    expect(messagesOf(dashboard({ url: 'https://lookerstudio.google.com/reporting/abc' }))).toEqual([
      `url: ${dashboardMessages.convertible}`,
    ]);
    expect(messagesOf(dashboard({ url: '  ' }))).toContain(`url: ${dashboardMessages.url}`);
  });

  it('needs a company (or Global) and a title of at most 120 characters', () => {
    expect(messagesOf(dashboard({ companyId: '' }))).toEqual([`companyId: ${dashboardMessages.company}`]);
    expect(messagesOf(dashboard({ title: ' ' }))).toEqual([`title: ${dashboardMessages.title}`]);
    expect(dashboard({ title: 'a'.repeat(120) }).success).toBe(true);
    expect(messagesOf(dashboard({ title: 'a'.repeat(121) }))).toEqual([
      `title: ${dashboardMessages.titleLength}`,
    ]);
  });

  it("starts in the row's owner, else the header's company", () => {
    expect(dashboardDefaults('all')).toEqual({ companyId: '', title: '', url: '' });
    expect(dashboardDefaults('c1')).toEqual({ companyId: 'c1', title: '', url: '' });
    expect(dashboardDefaults('c1', { company_id: null, is_global: true, title: 'T', url: EMBED })).toEqual({
      companyId: GLOBAL_COMPANY,
      title: 'T',
      url: EMBED,
    });
    expect(dashboardDefaults('all', { company_id: 'c2', is_global: false, title: null, url: null })).toEqual({
      companyId: 'c2',
      title: '',
      url: '',
    });
    expect(
      dashboardDefaults('c1', { company_id: null, is_global: false, title: null, url: null }).companyId,
    ).toBe('');
  });

  it('stores Global as no company and the global flag', () => {
    expect(ownerColumns(GLOBAL_COMPANY)).toEqual({ company_id: null, is_global: true });
    expect(ownerColumns('c1')).toEqual({ company_id: 'c1', is_global: false });
  });
});

describe('monthly report form', () => {
  const pdf = new File(['%PDF'], 'reporte.pdf', { type: 'application/pdf' });
  const report = (values: Record<string, unknown>) =>
    reportSchema.safeParse({
      companyId: 'c1',
      title: 'Marzo',
      year: '2026',
      month: '3',
      file: pdf,
      ...values,
    });

  it('needs the PDF of a new report, not of a replaced one', () => {
    expect(report({}).data).toEqual({ companyId: 'c1', title: 'Marzo', year: 2026, month: 3, file: pdf });
    expect(messagesOf(report({ file: undefined }))).toEqual([`file: ${reportMessages.file}`]);
    expect(messagesOf(report({ file: 'reporte.pdf' }))).toEqual([`file: ${reportMessages.file}`]);
    const replaced = replaceReportSchema.safeParse({
      companyId: 'c1',
      title: 'Marzo',
      year: '2026',
      month: '3',
      file: undefined,
    });
    expect(replaced.data).toEqual({ companyId: 'c1', title: 'Marzo', year: 2026, month: 3, file: undefined });
  });

  it('takes a year from 2000 to 2100 and a month from 1 to 12', () => {
    expect(report({ year: '2000', month: '1' }).data).toMatchObject({ year: 2000, month: 1 });
    expect(report({ year: '2100', month: '12' }).data).toMatchObject({ year: 2100, month: 12 });
    for (const year of ['1999', '2101', 'dos mil', '2026.5']) {
      expect(messagesOf(report({ year }))).toEqual([`year: ${reportMessages.year}`]);
    }
    for (const month of ['0', '13'])
      expect(messagesOf(report({ month }))).toEqual([`month: ${reportMessages.month}`]);
  });

  it('needs a company and a title of at most 120 characters', () => {
    expect(messagesOf(report({ companyId: '' }))).toEqual([`companyId: ${reportMessages.company}`]);
    expect(messagesOf(report({ title: '  ' }))).toEqual([`title: ${reportMessages.title}`]);
    expect(report({ title: 'a'.repeat(120) }).success).toBe(true);
    expect(messagesOf(report({ title: 'a'.repeat(121) }))).toEqual([`title: ${reportMessages.titleLength}`]);
  });

  it("starts in the row's period and owner, else the current month and the header's company", () => {
    const now = new Date(2026, 10, 20); // 20 November 2026, local time
    expect(reportDefaults('all', undefined, now)).toEqual({
      companyId: '',
      title: '',
      year: '2026',
      month: '11',
      file: undefined,
    });
    expect(reportDefaults('c1', undefined, now).companyId).toBe('c1');
    const row = { company_id: 'c2', is_global: false, title: 'Octubre', year: 2025, month: 10 };
    expect(reportDefaults('c1', row, now)).toEqual({
      companyId: 'c2',
      title: 'Octubre',
      year: '2025',
      month: '10',
      file: undefined,
    });
    expect(
      reportDefaults('c1', { company_id: null, is_global: true, title: null, year: null, month: null }, now),
    ).toEqual({
      companyId: GLOBAL_COMPANY,
      title: '',
      year: '2026',
      month: '11',
      file: undefined,
    });
    expect(reportDefaults('c1', { ...row, company_id: null }, now).companyId).toBe('');
  });

  it('files the PDF under the owner, the year and the two-digit month', () => {
    expect(reportFolder(GLOBAL_COMPANY, 2026, 3)).toBe('global/2026/03');
    expect(reportFolder('c1', 2025, 11)).toBe('c1/2025/11');
  });
});

describe('probeReachable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks without cookies or cache and says whether the host answered', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const signal = new AbortController().signal;
    await expect(probeReachable(EMBED, signal)).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith(EMBED, {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal,
    });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(probeReachable(EMBED, signal)).resolves.toBe(false);
  });
});
