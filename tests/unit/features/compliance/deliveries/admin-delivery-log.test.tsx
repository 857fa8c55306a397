import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AdminDeliveryLog } from '@/features/compliance/components/deliveries/admin-delivery-log';
import { ALL_COMPANIES } from '@/lib/company-scope';

import { saved } from '../../../helpers/saved-files';
import { backend } from '../../../kit/fake-backend';
import { COMPANY_B, companies, profiles } from '../../../kit/profiles';
import { renderWithProviders, toastText } from '../../../kit/render';
import { chooseOption } from '../../../kit/select';
import { entry, SHA } from './fixtures';

// The browser's "save file" is the edge: capture the CSV instead of downloading it.

const renderLog = (companyId = ALL_COMPANIES, route = '/admin/documents/entregas') =>
  renderWithProviders(<AdminDeliveryLog companyId={companyId} companies={companies} />, {
    profile: profiles.admin,
    route,
  });
const lastRequest = () => backend.requestsTo('delivery_events', 'GET').at(-1)!;
const table = () => screen.findByRole('table', { name: 'Bitácora de entregas' });

async function savedCsv() {
  await waitFor(() => expect(saved.saveAs).toHaveBeenCalledTimes(1));
  const [blob, name] = saved.saveAs.mock.calls[0] as [Blob, string];
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return { name, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

afterEach(() => vi.restoreAllMocks());

describe("the admin's 'Entregas'", () => {
  it('lists every company with its name, and honours the header company', async () => {
    backend.seed('delivery_events', [
      entry({ item_name: 'De Alfa' }),
      entry({ company_id: COMPANY_B, item_name: 'De Beta', event: 'opened' }),
    ]);
    const first = renderLog();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(within(await table()).getByText('Constructora Alfa')).toBeInTheDocument();
    expect(within(await table()).getByText('Industrias Beta')).toBeInTheDocument();
    expect(lastRequest().params.get('company_id')).toBeNull();
    first.unmount();

    renderLog(COMPANY_B);
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(2));
    expect(lastRequest().params.get('company_id')).toBe(`eq.${COMPANY_B}`);
    expect(screen.queryByText('De Alfa')).not.toBeInTheDocument();
  });

  it('sends the event and the date range to the server', async () => {
    backend.seed('delivery_events', [entry()]);
    const { user, location } = renderLog();
    await table();
    await chooseOption(user, 'Evento', 'Abierto');
    await waitFor(() => expect(lastRequest().params.get('event')).toBe('eq.opened'));
    await user.type(screen.getByLabelText('Desde'), '01/03/2026');
    await waitFor(() => expect(lastRequest().params.get('occurred_at')).toMatch(/^gte\.2026-0[23]/));
    expect(location()).toContain('desde=2026-03-01');
    expect(await screen.findByText('No se encontraron entregas')).toBeInTheDocument();
  });

  it("'Exportar CSV' saves every matching entry with Spanish columns, UTF-8 with a BOM", async () => {
    backend.seed('delivery_events', [
      entry({ item_name: 'Declaración, IVA "marzo"', occurred_at: '2026-03-02T10:00:00Z' }),
      entry({
        event: 'downloaded',
        item_name: 'Opinión SAT',
        actor_email: 'cliente.a@portal.demo',
        occurred_at: '2026-03-03T10:00:00Z',
      }),
      entry({ event: 'opened', company_id: COMPANY_B, item_name: '=HYPERLINK("x")', sha256: null }),
    ]);
    const { user } = renderLog(ALL_COMPANIES, '/admin/documents/entregas?evento=downloaded');
    await table();
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const { name, bytes, text } = await savedCsv();
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(name).toMatch(/^entregas_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Fecha y hora,Marca de tiempo (UTC),Evento,Empresa,Tipo,Documento,Periodo,Usuario,SHA-256',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      ',2026-03-03T10:00:00.000Z,Descargado,Constructora Alfa,Documento REPSE,Opinión SAT,Febrero 2026,cliente.a@portal.demo,' +
        SHA,
    );
    const exportRequest = lastRequest();
    expect(exportRequest.params.get('event')).toBe('eq.downloaded');
    await waitFor(() => expect(toastText()).toContain('Se exportaron 1 registros de entrega.'));
  });
});
