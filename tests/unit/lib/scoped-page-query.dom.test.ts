// A list declared by its source (scopedPageQuery) against the faked Supabase: the select of its columns
// with the exact count, its fixed filters, the scope, search, sort and range, and no request without a
// scope; and the delete of a row (rowDeleteMutation): its one table written and its toasts.
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { ALL_COMPANIES } from '@/lib/company-scope';
import { rowDeleteMutation } from '@/lib/query/delete-row';
import { scopedPageQuery } from '@/lib/query/paged-list';
import type { TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';

import { backend } from '../kit/fake-backend';

interface StatusParams extends TableParams {
  status: string | null;
}

const invoicesPage = scopedPageQuery({
  from: 'invoices',
  columns: 'id, invoice_number, amount',
  where: (query, params: StatusParams) => (params.status ? query.eq('status', params.status) : query),
  key: (scope, params) => ['invoices', scope, params],
  search: ['invoice_number'],
  sorts: ['amount'],
  defaultSort: { id: 'invoice_number', desc: true },
  meta: { reads: ['invoices'] },
});

const params: StatusParams = { page: 1, pageSize: 2, sort: null, search: '', status: null };
const invoices = ['A-1', 'A-2', 'A-3', 'B-1'].map((number, i) => ({
  id: `i${i}`,
  company_id: number === 'B-1' ? 'c2' : 'c1',
  invoice_number: number,
  amount: 100 * (i + 1),
  status: i === 0 ? 'pagada' : 'pendiente',
}));
/** The ids of the page and its total (the faked backend answers whole rows, whatever the select). */
const run = async (options: ReturnType<typeof invoicesPage>) => {
  const page = await (options.queryFn as (context: unknown) => Promise<Page<{ id: string }>>)({});
  return { ids: page.rows.map((row) => row.id), total: page.total };
};

describe('scopedPageQuery', () => {
  it("asks for one page of the scope's rows with the exact count, sorted and searched, and keeps the previous page", async () => {
    backend.seed('invoices', invoices);
    const options = invoicesPage('c1', {
      ...params,
      page: 0,
      sort: { id: 'amount', desc: false },
      search: 'A-',
    });
    expect(options.queryKey).toEqual([
      'invoices',
      'c1',
      { ...params, page: 0, sort: { id: 'amount', desc: false }, search: 'A-' },
    ]);
    expect(options.placeholderData).toBe(keepPreviousData);
    expect(options.meta).toEqual({ reads: ['invoices'] });
    await expect(run(options)).resolves.toEqual({ ids: ['i0', 'i1'], total: 3 });
    const [request] = backend.requestsTo('invoices');
    expect(request.headers.get('prefer')).toContain('count=exact');
    expect(Object.fromEntries(request.params)).toEqual({
      select: 'id,invoice_number,amount',
      company_id: 'eq.c1',
      or: '(invoice_number.ilike."%A-%")',
      order: 'amount.asc.nullslast,id.asc',
      offset: '0',
      limit: '2',
    });
  });

  it('keeps its own filters on every page, and leaves out the scope for every company', async () => {
    backend.seed('invoices', invoices);
    await expect(run(invoicesPage(ALL_COMPANIES, { ...params, status: 'pendiente' }))).resolves.toEqual({
      ids: ['i1'],
      total: 3,
    });
    const [request] = backend.requestsTo('invoices');
    expect(request.params.get('status')).toBe('eq.pendiente');
    expect(request.params.has('company_id')).toBe(false);
    expect(request.params.get('order')).toBe('invoice_number.desc.nullslast,id.asc');
  });

  it('asks nothing until there is a scope', () => {
    const options = invoicesPage(null, params);
    expect(options.queryFn).toBe(skipToken);
    expect(options.queryKey).toEqual(['invoices', '', params]);
  });
});

describe('rowDeleteMutation', () => {
  const contactDelete = rowDeleteMutation<{ id: string; employee_name: string; photo_url: string | null }>({
    table: 'directory_entries',
    files: (contact) => [contact.photo_url],
    deleted: 'Contacto eliminado',
    name: (contact) => contact.employee_name,
    failed: 'No se pudo eliminar el contacto.',
  });
  const contact = { id: 'd1', employee_name: 'Ana Ruiz', photo_url: null };

  it('writes its one table and names the row in its success toast', () => {
    const { meta } = contactDelete;
    expect(meta.writes).toEqual(['directory_entries']);
    expect(meta.successToast?.title).toBe('Contacto eliminado');
    expect(
      (meta.successToast?.description as (data: unknown, row: unknown) => string)(undefined, contact),
    ).toBe('Ana Ruiz');
    expect(meta.errorToast).toEqual({ title: 'Error', description: 'No se pudo eliminar el contacto.' });
  });

  it('deletes the row by its id and asks Storage nothing when it points at no file', async () => {
    backend.seed('directory_entries', [{ id: 'd1' }, { id: 'd2' }]);
    await contactDelete.mutationFn(contact);
    expect(backend.rows('directory_entries')).toEqual([{ id: 'd2' }]);
    expect(backend.requestsTo('directory_entries', 'DELETE')[0].params.get('id')).toBe('eq.d1');
    expect(backend.requestsTo('storage/')).toHaveLength(0);
  });
});
