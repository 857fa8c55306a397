// The shared DataTable's paging. On a page past the end of its list: deleting the last row of a later page, or a
// refetch that finds rows gone, shows the last page that has rows (its rows, the URL's page) instead of an
// empty or failed page, and a 416 past the end is no error to toast. The list below pages like PostgREST
// (offset, limit and the exact total; 416 PGRST103 past the end, stating the total in its details); the
// "server" is an array, the only fake.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FileText } from 'lucide-react';
import { beforeEach, describe, expect, it } from 'vitest';

import { DataTable } from '@/components/data-table/data-table';
import type { Columns } from '@/components/data-table/types';
import { useTableParams } from '@/components/data-table/use-table-params';
import { Button } from '@/components/ui/button';
import { pageRange, type TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';

import { renderWithProviders, toastText } from '../kit/render';

interface Row {
  id: string;
  name: string;
}

let server: Row[] = [];
/** What the next answer fails with instead (a server error), or the 416's details left out. */
let failWith: Error | null = null;
let statesTotal = true;
const seed = (count: number) => {
  server = Array.from({ length: count }, (_, i) => ({
    id: `r${i + 1}`,
    name: `Contrato ${String(i + 1).padStart(2, '0')}`,
  }));
};

/** The pages asked, 1-based, in order. */
let requested: number[] = [];

async function getPage(params: TableParams): Promise<Page<Row>> {
  const [from, to] = pageRange(params);
  requested.push(params.page + 1);
  if (failWith) throw failWith;
  if (from > 0 && from > server.length) {
    const details = `An offset of ${from} was requested, but there are only ${server.length} rows.`;
    throw Object.assign(new Error('Requested range not satisfiable'), {
      code: 'PGRST103',
      details: statesTotal ? details : null,
    });
  }
  return { rows: server.slice(from, to + 1), total: server.length };
}

const columns: Columns<Row> = [{ accessorKey: 'name', meta: { label: 'Nombre', primary: true } }];

function Contracts() {
  const [params, setParams] = useTableParams();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['contracts', params],
    queryFn: () => getPage(params),
    placeholderData: keepPreviousData,
    meta: {
      reads: [],
      errorToast: { title: 'Error de Carga', description: 'No se pudieron cargar los contratos.' },
    },
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      server = server.filter((row) => row.id !== id);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['contracts'] }),
  });
  return (
    <DataTable
      label="Contratos"
      columns={columns}
      query={query}
      params={params}
      onParamsChange={setParams}
      getRowId={(row) => row.id}
      texts={{
        loading: 'Cargando contratos...',
        error: { title: 'Error', description: 'No se pudieron cargar los contratos.' },
        empty: { icon: FileText, title: 'Sin contratos' },
      }}
      rowActions={(row) => (
        <Button size="sm" onClick={() => remove.mutate(row.id)}>
          {`Eliminar ${row.name}`}
        </Button>
      )}
    />
  );
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Contratos' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

const names = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Contrato ${String(from + i).padStart(2, '0')}`);

beforeEach(() => {
  failWith = null;
  statesTotal = true;
  requested = [];
});

describe('DataTable past the end of its list', () => {
  it('shows page 2 with its rows when the only row of page 3 of 3 is deleted', async () => {
    seed(41);
    const { user, location } = renderWithProviders(<Contracts />, { route: '/contratos?page=3' });
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Contrato 41']);

    await user.click(screen.getAllByRole('button', { name: 'Eliminar Contrato 41' })[0]);

    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    expect(screen.getByText('21–40 de 40')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(names(21, 40)));
    expect(location()).toBe('/contratos?page=2');
    expect(screen.queryByText('Sin contratos')).not.toBeInTheDocument();
  });

  it('keeps the page when a later page still has rows after a delete', async () => {
    seed(42);
    const { user, location } = renderWithProviders(<Contracts />, { route: '/contratos?page=3' });
    expect(await screen.findByText('41–42 de 42')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Eliminar Contrato 42' })[0]);
    expect(await screen.findByText('41–41 de 41')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Contrato 41']);
    expect(location()).toBe('/contratos?page=3');
  });

  it('goes to the last page with rows when a link names the page just past the end', async () => {
    seed(40);
    const { location } = renderWithProviders(<Contracts />, { route: '/contratos?page=3&empresa=a' });
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(names(21, 40)));
    expect(location()).toBe('/contratos?page=2&empresa=a');
  });

  it('goes to the last page with rows, without an error or a toast, when many rows vanish at once (416)', async () => {
    seed(81);
    const { location, queryClient } = renderWithProviders(<Contracts />, { route: '/contratos?page=5' });
    expect(await screen.findByText('Página 5 de 5')).toBeInTheDocument();
    // Someone else deleted 30 rows: offset 80 is now past a total of 51, and PostgREST answers 416.
    server = server.slice(30);
    requested = [];
    await act(() => queryClient.invalidateQueries({ queryKey: ['contracts'] }));

    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(names(71, 81)));
    expect(location()).toBe('/contratos?page=3');
    // Straight there: the 416 stated the total, so no first page in between and no retry of the 416.
    expect(requested).toEqual([5, 3]);
    expect(screen.queryByText('No se pudieron cargar los contratos.')).not.toBeInTheDocument();
    expect(toastText()).toBeNull();
  });

  it('goes to the first page, without a toast, when a 416 does not state the total', async () => {
    seed(81);
    statesTotal = false;
    const { location, queryClient } = renderWithProviders(<Contracts />, { route: '/contratos?page=5' });
    expect(await screen.findByText('Página 5 de 5')).toBeInTheDocument();
    server = server.slice(30);
    requested = [];
    await act(() => queryClient.invalidateQueries({ queryKey: ['contracts'] }));

    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(names(31, 50)));
    expect(location()).toBe('/contratos');
    expect(requested).toEqual([5, 1]);
    expect(toastText()).toBeNull();
  });

  it('still reports a real error once, as a toast and a block, and stays on its page', async () => {
    seed(81);
    const { location, queryClient } = renderWithProviders(<Contracts />, { route: '/contratos?page=5' });
    expect(await screen.findByText('Página 5 de 5')).toBeInTheDocument();
    failWith = Object.assign(new Error('boom'), { code: 'XX000' });
    await act(() => queryClient.invalidateQueries({ queryKey: ['contracts'] }));

    await waitFor(() => expect(toastText()).toContain('Error de Carga'));
    expect(screen.getByText('No se pudieron cargar los contratos.', { selector: 'p' })).toBeInTheDocument();
    expect(location()).toBe('/contratos?page=5');
  });
});

describe('DataTable page size', () => {
  it('shows the chosen number of rows from the first page, and keeps it in the link', async () => {
    seed(75);
    const { user, location } = renderWithProviders(<Contracts />, { route: '/contratos?page=2' });
    expect(await screen.findByText('21–40 de 75')).toBeInTheDocument();
    const size = screen.getByRole('combobox', { name: 'Filas por página' });
    expect(size).toHaveValue('20');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50']);

    await user.selectOptions(size, '50');

    expect(await screen.findByText('1–50 de 75')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(names(1, 50)));
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(location()).toBe('/contratos?size=50');
  });
});
