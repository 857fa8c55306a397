// The shared log screen (audit trail, deliveries): loading, error with a retry, empty, no matches for a
// search, and the rows of a page, with 'Exportar CSV' busy while its export runs. The query answers from
// an array, the only fake.
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { ScrollText } from 'lucide-react';
import * as React from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Columns } from '@/components/data-table/types';
import { useTableParams } from '@/components/data-table/use-table-params';
import { LogScreen } from '@/components/log/log-screen';
import { noMatches } from '@/components/section/section-table';
import type { Page } from '@/lib/query/types';

import { renderWithProviders } from '../../kit/render';

interface Entry {
  id: number;
  action: string;
}

let server: Entry[] = [];
let failing = false;
let answer: Promise<void> = Promise.resolve();

const texts = {
  title: 'Bitácora',
  subtitle: 'Cada cambio registrado.',
  table: 'Bitácora de prueba',
  search: 'Buscar en la bitácora',
  loading: 'Cargando bitácora...',
  error: { title: 'Error', description: 'No se pudo cargar la bitácora.' },
  empty: { icon: ScrollText, title: 'Sin Movimientos', description: 'Aún no hay cambios.' },
  noMatches: noMatches('Prueba con otra búsqueda.'),
};

const columns: Columns<Entry> = [{ accessorKey: 'action', meta: { label: 'Acción', primary: true } }];

function Log({ onExport, pending = false }: { onExport?: () => void; pending?: boolean }) {
  const [params, setParams] = useTableParams();
  const query = useQuery({
    queryKey: ['log', params],
    queryFn: async (): Promise<Page<Entry>> => {
      await answer;
      if (failing) throw new Error('boom');
      const rows = server.filter((e) => e.action.includes(params.search));
      return { rows, total: rows.length };
    },
  });
  return (
    <LogScreen
      id="log-title"
      texts={texts}
      columns={columns}
      query={query}
      params={params}
      onParamsChange={setParams}
      exporter={onExport && { onExport, pending }}
    />
  );
}

describe('LogScreen', () => {
  beforeEach(() => {
    server = [];
    failing = false;
    answer = Promise.resolve();
  });

  it('shows loading, then the rows of the page under the section heading', async () => {
    let release = () => undefined as void;
    answer = new Promise((resolve) => (release = resolve));
    server = [{ id: 1, action: 'Alta de empresa' }];
    renderWithProviders(<Log />);
    expect(screen.getByRole('region', { name: 'Bitácora' })).toBeInTheDocument();
    expect(await screen.findByText('Cargando bitácora...')).toBeInTheDocument();
    React.act(() => release());
    const table = await screen.findByRole('table', { name: 'Bitácora de prueba' });
    expect(within(table).getByText('Alta de empresa')).toBeInTheDocument();
  });

  it('shows the error with a retry that recovers', async () => {
    failing = true;
    const { user } = renderWithProviders(<Log />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo cargar la bitácora.')).toBeInTheDocument();
    failing = false;
    server = [{ id: 1, action: 'Baja de usuario' }];
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Bitácora de prueba' })).toBeInTheDocument();
  });

  it('tells an empty log from a search without matches', async () => {
    const { user } = renderWithProviders(<Log />);
    expect(await screen.findByRole('heading', { name: 'Sin Movimientos' })).toBeInTheDocument();
    server = [{ id: 1, action: 'Alta de empresa' }];
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en la bitácora' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No se encontraron resultados' })).toBeInTheDocument();
  });

  it("offers 'Exportar CSV' when given an export, busy while it runs", async () => {
    const onExport = vi.fn();
    function Exporting() {
      const [pending, setPending] = React.useState(false);
      return (
        <Log
          pending={pending}
          onExport={() => {
            onExport();
            setPending(true);
          }}
        />
      );
    }
    const { user } = renderWithProviders(<Exporting />);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(onExport).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportando...' })).toBeDisabled());
  });
});
