import { describe, expect, it } from 'vitest';

import {
  allowedSort,
  DEFAULT_PAGE_SIZE,
  formatSort,
  lastPage,
  pageInRange,
  pageRange,
  parseSort,
  parseTableParams,
} from '@/lib/query/table-params';

const parse = (search: string, defaults = {}) => parseTableParams(new URLSearchParams(search), defaults);

describe('table params in the URL', () => {
  it('defaults to the first page, the default size, no sort and no search', () => {
    expect(parse('')).toEqual({ page: 0, pageSize: DEFAULT_PAGE_SIZE, sort: null, search: '' });
    expect(parse('', { pageSize: 10, sort: { id: 'period', desc: true } })).toEqual({
      page: 0,
      pageSize: 10,
      sort: { id: 'period', desc: true },
      search: '',
    });
  });

  it('reads a 1-based page, an allowed size, a sort and a search', () => {
    expect(parse('page=3&size=50&sort=name.desc&q=imss')).toEqual({
      page: 2,
      pageSize: 50,
      sort: { id: 'name', desc: true },
      search: 'imss',
    });
  });

  it('ignores a page, size or sort a person could not have produced', () => {
    expect(parse('page=0&size=7&sort=name;drop').page).toBe(0);
    expect(parse('page=-4').page).toBe(0);
    expect(parse('page=abc').page).toBe(0);
    expect(parse('size=7').pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(parse('sort=name;drop').sort).toBeNull();
    expect(parse('sort=Name.asc').sort).toBeNull();
    expect(parse('sort=name.up').sort).toBeNull();
    expect(parse('page=2').page).toBe(1);
  });

  it('formats and parses sorts symmetrically', () => {
    expect(formatSort({ id: 'issue_date', desc: false })).toBe('issue_date.asc');
    expect(formatSort({ id: 'amount', desc: true })).toBe('amount.desc');
    expect(formatSort(null)).toBeNull();
    expect(parseSort('issue_date.asc')).toEqual({ id: 'issue_date', desc: false });
    expect(parseSort(null)).toBeNull();
  });

  it('turns a page into the inclusive range PostgREST takes', () => {
    expect(pageRange({ page: 0, pageSize: 20 })).toEqual([0, 19]);
    expect(pageRange({ page: 2, pageSize: 10 })).toEqual([20, 29]);
  });
});

describe('allowedSort', () => {
  const fallback = { id: 'name', desc: false };
  it('keeps a sort on a column the list allows, in either direction', () => {
    expect(allowedSort({ id: 'date', desc: true }, ['name', 'date'], fallback)).toEqual({
      id: 'date',
      desc: true,
    });
    expect(allowedSort({ id: 'name', desc: true }, ['name', 'date'], fallback)).toEqual({
      id: 'name',
      desc: true,
    });
  });
  it('falls back on a column the list does not allow, or on no sort', () => {
    expect(allowedSort({ id: 'password', desc: true }, ['name', 'date'], fallback)).toBe(fallback);
    expect(allowedSort(null, ['name', 'date'], fallback)).toBe(fallback);
  });
});

describe('the last page with rows', () => {
  it('is the last full or partial page, and the first page of an empty list', () => {
    expect(lastPage(41, 20)).toBe(2);
    expect(lastPage(40, 20)).toBe(1);
    expect(lastPage(1, 20)).toBe(0);
    expect(lastPage(0, 20)).toBe(0);
  });

  it('replaces only a page past the end', () => {
    expect(pageInRange(2, 20, 40)).toBe(1);
    expect(pageInRange(6, 10, 25)).toBe(2);
    expect(pageInRange(3, 20, 0)).toBe(0);
    expect(pageInRange(1, 20, 40)).toBeNull();
    expect(pageInRange(0, 20, 0)).toBeNull();
  });
});
