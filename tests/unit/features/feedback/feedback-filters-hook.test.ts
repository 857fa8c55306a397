// @vitest-environment jsdom
// useFeedbackFilters without a screen: each filter change is written to the URL, drops the page and keeps
// every other parameter, replacing the history entry.
import { act, renderHook } from '@testing-library/react';
import * as React from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { useFeedbackFilters } from '@/features/feedback/utils/feedback-filters';

function setup(search: string) {
  const wrapper = ({ children }: { children: React.ReactNode }) =>
    React.createElement(MemoryRouter, { initialEntries: [`/opiniones${search}`] }, children);
  return renderHook(
    () => {
      const [filters, update] = useFeedbackFilters();
      return { filters, update, search: useLocation().search, navigation: useNavigationType() };
    },
    { wrapper },
  );
}

describe('useFeedbackFilters', () => {
  it('reads the filters of the URL', () => {
    const { result } = setup('?calificacion=4&desde=2026-01-01&hasta=2026-03-31');
    expect(result.current.filters).toEqual({ rating: 4, from: '2026-01-01', to: '2026-03-31' });
  });

  it('writes a filter, starts paging again and keeps the company', () => {
    const { result } = setup('?company=a&page=3');
    act(() => result.current.update({ rating: 5, from: '2026-02-01' }));
    expect(result.current.search).toBe('?company=a&calificacion=5&desde=2026-02-01');
    expect(result.current.navigation).toBe('REPLACE');
    expect(result.current.filters).toEqual({ rating: 5, from: '2026-02-01', to: '' });
    act(() => result.current.update({ to: '2026-02-28' }));
    expect(result.current.search).toBe('?company=a&calificacion=5&desde=2026-02-01&hasta=2026-02-28');
  });

  it('removes a filter set to none or blank', () => {
    const { result } = setup('?calificacion=2&desde=2026-01-01&hasta=2026-01-31&page=2');
    act(() => result.current.update({ rating: null, from: '' }));
    expect(result.current.search).toBe('?hasta=2026-01-31');
    act(() => result.current.update({ to: undefined }));
    expect(result.current.search).toBe('');
  });
});
