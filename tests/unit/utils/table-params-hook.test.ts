// @vitest-environment jsdom
// useTableParams without a screen: how each change of a list's paging, sort, search or size is written
// to the URL, keeping every other parameter (e.g. the company filter) and the history entries right.
import { act, renderHook } from '@testing-library/react';
import * as React from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { useTableParams } from '@/components/data-table/use-table-params';
import { parseSort, type TableParams } from '@/lib/query/table-params';

function setup(search: string, defaults: Partial<TableParams> = {}) {
  const wrapper = ({ children }: { children: React.ReactNode }) =>
    React.createElement(MemoryRouter, { initialEntries: [`/lista${search}`] }, children);
  return renderHook(
    () => {
      const [params, update] = useTableParams(defaults);
      return { params, update, search: useLocation().search, navigation: useNavigationType() };
    },
    { wrapper },
  );
}

describe('useTableParams', () => {
  it('reads the params, with the defaults given', () => {
    const { result } = setup('?page=2&q=imss', { pageSize: 10, sort: { id: 'name', desc: false } });
    expect(result.current.params).toEqual({
      page: 1,
      pageSize: 10,
      sort: { id: 'name', desc: false },
      search: 'imss',
    });
  });

  it('writes a 1-based page and drops it for the first page, keeping other parameters', () => {
    const { result } = setup('?company=a&page=2');
    act(() => result.current.update({ page: 2 }));
    expect(result.current.search).toBe('?company=a&page=3');
    expect(result.current.navigation).toBe('PUSH');
    act(() => result.current.update({ page: 0 }));
    expect(result.current.search).toBe('?company=a');
  });

  it('starts again at the first page on a new sort, and writes or clears the sort', () => {
    const { result } = setup('?page=4');
    act(() => result.current.update({ sort: { id: 'issue_date', desc: true } }));
    expect(result.current.search).toBe('?sort=issue_date.desc');
    expect(result.current.params.sort).toEqual({ id: 'issue_date', desc: true });
    act(() => result.current.update({ sort: null }));
    expect(result.current.search).toBe('');
  });

  it('writes a size other than the default and clears the default one', () => {
    const { result } = setup('?page=3', { pageSize: 20 });
    act(() => result.current.update({ pageSize: 50 }));
    expect(result.current.search).toBe('?size=50');
    act(() => result.current.update({ pageSize: 20 }));
    expect(result.current.search).toBe('');
  });

  it('writes a search in place of the current entry, and clears a blank one', () => {
    const { result } = setup('?page=2&company=b');
    act(() => result.current.update({ search: 'química' }));
    expect(result.current.search).toBe('?company=b&q=qu%C3%ADmica');
    expect(result.current.navigation).toBe('REPLACE');
    act(() => result.current.update({ search: '   ' }));
    expect(result.current.search).toBe('?company=b');
  });

  it('replaces the current entry when asked to (a page that no longer exists)', () => {
    const { result } = setup('?page=3');
    act(() => result.current.update({ page: 1 }, { replace: true }));
    expect(result.current.search).toBe('?page=2');
    expect(result.current.navigation).toBe('REPLACE');
  });

  it('leaves the sort, size and search alone when only the page changes', () => {
    const { result } = setup('?size=50&sort=name.asc&q=x');
    act(() => result.current.update({ page: 1 }));
    expect(result.current.search).toBe('?size=50&sort=name.asc&q=x&page=2');
  });

  it('builds each change on the current URL, not on the one of the first render', () => {
    const { result } = setup('?company=a');
    act(() => result.current.update({ search: 'x' }));
    act(() => result.current.update({ page: 1 }));
    expect(result.current.search).toBe('?company=a&q=x&page=2');
  });

  it('clears the search when it is given as undefined', () => {
    const { result } = setup('?q=x');
    act(() => result.current.update({ search: undefined }));
    expect(result.current.search).toBe('');
  });
});

describe('parseSort', () => {
  it('refuses anything after the direction', () => {
    expect(parseSort('name.ascending')).toBeNull();
    expect(parseSort('name.desc;drop')).toBeNull();
  });
});
