// @vitest-environment jsdom
// The certificate and progress lists' filters in the URL: what is read back, how a change is written.
import { act, renderHook } from '@testing-library/react';
import * as React from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { dayStart, useCertificateFilters } from '@/features/certificates/utils/certificate-filters';
import { useProgressFilters } from '@/features/certificates/utils/progress-filters';
import { oneOf, validDay } from '@/features/certificates/utils/url-filters';

function inRouter<T>(search: string, hook: () => T) {
  const wrapper = ({ children }: { children: React.ReactNode }) =>
    React.createElement(MemoryRouter, { initialEntries: [`/lista${search}`] }, children);
  return renderHook(
    () => ({ value: hook(), search: useLocation().search, navigation: useNavigationType() }),
    { wrapper },
  );
}

describe('validDay and oneOf', () => {
  it('keep only whole calendar days and offered values', () => {
    expect(validDay('2026-03-01')).toBe('2026-03-01');
    expect(validDay('2026-3-01')).toBe('');
    expect(validDay('x2026-03-01')).toBe('');
    expect(validDay('2026-03-011')).toBe('');
    expect(oneOf('b', ['a', 'b'])).toBe('b');
    expect(oneOf('B', ['a', 'b'])).toBe('');
  });
});

describe('dayStart (certificates)', () => {
  it('is the local midnight of the day, or of the next day for an exclusive end', () => {
    expect(dayStart('2026-02-28')).toBe(new Date(2026, 1, 28).toISOString());
    expect(dayStart('2026-02-28', true)).toBe(new Date(2026, 2, 1).toISOString());
  });
});

describe('useCertificateFilters', () => {
  it('reads company, a known state and valid days from the URL', () => {
    const { result } = inRouter('?empresa=c-1&estado=revocada&desde=2026-01-01&hasta=31-01-2026', () =>
      useCertificateFilters(),
    );
    expect(result.current.value[0]).toEqual({
      company: 'c-1',
      state: 'revocada',
      from: '2026-01-01',
      to: '',
    });
    const other = inRouter('?estado=borrada', () => useCertificateFilters());
    expect(other.result.current.value[0]).toEqual({ company: '', state: '', from: '', to: '' });
  });

  it('writes a change back to the first page, keeps the rest, clears empty values and replaces the entry', () => {
    const { result } = inRouter('?q=ana&page=4&empresa=c-1', () => useCertificateFilters());
    act(() => result.current.value[1]({ state: 'vigente', to: '2026-02-01' }));
    expect(result.current.search).toBe('?q=ana&empresa=c-1&estado=vigente&hasta=2026-02-01');
    expect(result.current.navigation).toBe('REPLACE');
    expect(result.current.value[0]).toEqual({ company: 'c-1', state: 'vigente', from: '', to: '2026-02-01' });
    act(() => result.current.value[1]({ company: '' }));
    expect(result.current.search).toBe('?q=ana&estado=vigente&hasta=2026-02-01');
  });
});

describe('useProgressFilters', () => {
  it('reads course, company and a known state, and writes changes', () => {
    const { result } = inRouter('?curso=k-1&empresa=c-2&estado=vencido&page=2', () => useProgressFilters());
    expect(result.current.value[0]).toEqual({ course: 'k-1', company: 'c-2', state: 'vencido' });
    act(() => result.current.value[1]({ state: '', course: 'k-2' }));
    expect(result.current.search).toBe('?curso=k-2&empresa=c-2');
    expect(result.current.value[0]).toEqual({ course: 'k-2', company: 'c-2', state: '' });
  });
});
