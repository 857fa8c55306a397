// The paged list helper against a builder that records the calls it receives, as supabase-js would turn
// them into PostgREST parameters: scope, search, sort (allowed or the default), range, and the answer.
import { describe, expect, it } from 'vitest';

import { ALL_COMPANIES } from '@/lib/company-scope';
import { fetchPage, orderByTime, type ListQuery } from '@/lib/query/paged-list';

type Answer = { data: { id: string }[] | null; count: number | null; error: unknown };

class FakeList implements ListQuery<FakeList> {
  calls: string[] = [];
  constructor(private answer: Answer) {}
  eq(column: string, value: string) {
    this.calls.push(`eq ${column} ${value}`);
    return this;
  }
  or(filters: string) {
    this.calls.push(`or ${filters}`);
    return this;
  }
  order(column: string, options?: { ascending?: boolean; nullsFirst?: boolean }) {
    this.calls.push(`order ${column} ${JSON.stringify(options ?? {})}`);
    return this;
  }
  range(from: number, to: number) {
    this.calls.push(`range ${from} ${to}`);
    return this;
  }
  then<R1 = Answer, R2 = never>(
    onfulfilled?: ((value: Answer) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ) {
    return Promise.resolve(this.answer).then(onfulfilled, onrejected);
  }
}

const rows = [{ id: 'a' }, { id: 'b' }];
const params = { page: 2, pageSize: 10, sort: null, search: '' };
const sorted = { sorts: ['name', 'created_at'], defaultSort: { id: 'created_at', desc: true } };

describe('fetchPage', () => {
  it('scopes to one company, searches, sorts nulls last then by id, and asks for the page', async () => {
    const list = new FakeList({ data: rows, count: 42, error: null });
    const page = await fetchPage(list, {
      ...sorted,
      params: { ...params, sort: { id: 'name', desc: false }, search: '  50%  ' },
      scope: 'c1',
      search: ['name', 'rfc'],
    });
    expect(page).toEqual({ rows, total: 42 });
    expect(list.calls).toEqual([
      'eq company_id c1',
      'or name.ilike."%50\\\\%%",rfc.ilike."%50\\\\%%"',
      'order name {"ascending":true,"nullsFirst":false}',
      'order id {}',
      'range 20 29',
    ]);
  });

  it('leaves out the scope for every company, and the search when nothing was typed', async () => {
    const list = new FakeList({ data: rows, count: 2, error: null });
    await fetchPage(list, {
      ...sorted,
      params: { ...params, search: '   ' },
      scope: ALL_COMPANIES,
      search: ['name'],
    });
    expect(list.calls.some((call) => call.startsWith('eq ') || call.startsWith('or '))).toBe(false);
  });

  it('falls back to the default sort for a column the list does not allow', async () => {
    const list = new FakeList({ data: rows, count: 2, error: null });
    await fetchPage(list, { ...sorted, params: { ...params, sort: { id: 'secret', desc: false } } });
    expect(list.calls[0]).toBe('order created_at {"ascending":false,"nullsFirst":false}');
  });

  it('scopes on another column, takes a custom search filter and order, or leaves nulls to PostgREST', async () => {
    const list = new FakeList({ data: rows, count: 2, error: null });
    await fetchPage(list, {
      ...sorted,
      params: { ...params, page: 0, search: 'x' },
      scope: 'p1',
      scopeColumn: 'profile_id',
      search: (term) => `name.imatch.${term}`,
      order: orderByTime('occurred_at'),
    });
    expect(list.calls).toEqual([
      'eq profile_id p1',
      'or name.imatch.x',
      'order occurred_at {"ascending":false}',
      'order id {"ascending":false}',
      'range 0 9',
    ]);
    const plain = new FakeList({ data: rows, count: 2, error: null });
    await fetchPage(plain, { ...sorted, params, nullsLast: false });
    expect(plain.calls[0]).toBe('order created_at {"ascending":false}');
  });

  it('throws the error of the answer, and counts a missing total and rows as empty', async () => {
    const failure = { code: 'PGRST103', message: 'Requested range not satisfiable' };
    await expect(
      fetchPage(new FakeList({ data: null, count: null, error: failure }), { ...sorted, params }),
    ).rejects.toBe(failure);
    await expect(
      fetchPage(new FakeList({ data: null, count: null, error: null }), { ...sorted, params }),
    ).resolves.toEqual({
      rows: [],
      total: 0,
    });
  });
});
