// @vitest-environment jsdom
// The audit list's date range in the URL (?desde=&hasta=): what is read back, and how a change is written.
import { act, renderHook } from '@testing-library/react';
import * as React from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { dayStart, parseAuditFilters, useAuditFilters } from '@/features/audit/utils/audit-filters';

const parse = (query: string) => parseAuditFilters(new URLSearchParams(query));

describe('parseAuditFilters', () => {
  it('reads both calendar days', () => {
    expect(parse('desde=2026-01-01&hasta=2026-01-31')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('leaves out missing and malformed days', () => {
    expect(parse('')).toEqual({ from: '', to: '' });
    expect(parse('desde=2026-1-01&hasta=ayer')).toEqual({ from: '', to: '' });
    expect(parse('desde=x2026-01-01&hasta=2026-01-011')).toEqual({ from: '', to: '' });
    expect(parse('from=2026-01-01&to=2026-01-31')).toEqual({ from: '', to: '' });
  });
});

describe('dayStart', () => {
  it('is the local midnight of the day, or of the next day for an exclusive end', () => {
    expect(dayStart('2026-01-31')).toBe(new Date(2026, 0, 31).toISOString());
    expect(dayStart('2026-01-31', false)).toBe(new Date(2026, 0, 31).toISOString());
    expect(dayStart('2026-01-31', true)).toBe(new Date(2026, 1, 1).toISOString());
    expect(dayStart('2026-12-31', true)).toBe(new Date(2027, 0, 1).toISOString());
  });
});

function setup(search: string) {
  const wrapper = ({ children }: { children: React.ReactNode }) =>
    React.createElement(MemoryRouter, { initialEntries: [`/auditoria${search}`] }, children);
  return renderHook(
    () => {
      const [filters, update] = useAuditFilters();
      return { filters, update, search: useLocation().search, navigation: useNavigationType() };
    },
    { wrapper },
  );
}

describe('useAuditFilters', () => {
  it('reads the range from the URL', () => {
    const { result } = setup('?desde=2026-02-01&hasta=nunca');
    expect(result.current.filters).toEqual({ from: '2026-02-01', to: '' });
  });

  it('writes a day, back to the first page, keeping other parameters and replacing the entry', () => {
    const { result } = setup('?empresa=c-1&page=3');
    act(() => result.current.update({ from: '2026-02-01' }));
    expect(result.current.search).toBe('?empresa=c-1&desde=2026-02-01');
    expect(result.current.navigation).toBe('REPLACE');
    expect(result.current.filters).toEqual({ from: '2026-02-01', to: '' });
    act(() => result.current.update({ to: '2026-02-28' }));
    expect(result.current.search).toBe('?empresa=c-1&desde=2026-02-01&hasta=2026-02-28');
  });

  it('drops a cleared end from the URL and leaves the ends not mentioned', () => {
    const { result } = setup('?desde=2026-02-01&hasta=2026-02-28&page=2');
    act(() => result.current.update({ from: '' }));
    expect(result.current.search).toBe('?hasta=2026-02-28');
    expect(result.current.filters).toEqual({ from: '', to: '2026-02-28' });
  });
});
