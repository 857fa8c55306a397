// Tab straight to data: picking 'Estado de la Cuenta', 'Facturación', 'Laboratorio' or 'REPSE' in the menu sends
// the tab's data requests while its code is still loading (held here), and the tab then uses them instead
// of asking again.
import { screen, waitFor, within } from '@testing-library/react';

import { deliveryEvent, invoice, labRequest, NOW, typedDocument, types } from '../kit/account-fixtures';
import { backend } from '../kit/fake-backend';
import { COMPANY_A, profiles } from '../kit/profiles';
import { renderApp } from '../kit/render';

const gates = vi.hoisted(() => {
  const gate = () => {
    let release = () => {};
    const until = new Promise<void>((resolve) => (release = resolve));
    return { until, release: () => release() };
  };
  return { account: gate(), billing: gate(), laboratory: gate(), repse: gate(), loaded: [] as string[] };
});

vi.mock('@/app/routes/client/account-tab', async (original) => {
  await gates.account.until;
  gates.loaded.push('account');
  return original();
});
vi.mock('@/app/routes/client/billing-tab', async (original) => {
  await gates.billing.until;
  gates.loaded.push('billing');
  return original();
});
vi.mock('@/features/laboratory/components/laboratory-requests', async (original) => {
  await gates.laboratory.until;
  gates.loaded.push('laboratory');
  return original();
});

vi.mock('@/app/routes/client/repse-tab', async (original) => {
  await gates.repse.until;
  gates.loaded.push('repse');
  return original();
});

afterAll(() => [gates.account, gates.billing, gates.laboratory, gates.repse].forEach((g) => g.release()));
// Only the clock (the current month of the overview): promises and user events keep running for real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const soon = { timeout: 15_000 };

describe("picking 'Estado de la Cuenta'", () => {
  it("requests the tab's data before its code has arrived, and the cards use it without asking again", async () => {
    backend.seed('document_types', types);
    backend.seed('document_type_companies', []);
    backend.seed('laboratory_requests', [labRequest({ patient_name: 'Ana Ruiz' })]);
    backend.rpcs.touch_account_visit = () => null;
    const app = renderApp('/dashboard/client', { profile: profiles.clientA });
    // As the app's own client does (the kit's makes every answer stale at once): an answer is fresh for a
    // minute, so a tab that mounts after its prefetch uses it.
    app.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 60_000 } });
    const menu = await screen.findByRole('navigation', { name: 'Secciones del portal' });
    await app.user.click(within(menu).getByRole('button', { name: 'Estado de la Cuenta' }));
    await waitFor(() => expect(backend.requestsTo('pending_lab_results', 'GET')).toHaveLength(1), soon);
    // The first invoices due, and their total from the database.
    await waitFor(() => expect(backend.requestsTo('invoices', 'GET')).toHaveLength(1), soon);
    await waitFor(() => expect(backend.requestsTo('rpc/open_invoice_totals')).toHaveLength(1), soon);
    await waitFor(() => expect(backend.requestsTo('documents', 'GET')).toHaveLength(1), soon);
    await waitFor(() => expect(backend.requestsTo('company_certificates', 'GET')).toHaveLength(1), soon);
    expect(backend.requestsTo('pending_lab_results', 'GET')[0].params.get('company_id')).toBe(
      `eq.${COMPANY_A}`,
    );
    expect(gates.loaded).toEqual([]);

    gates.account.release();
    const results = await screen.findByRole('region', { name: 'Resultados Listos sin Descargar' }, soon);
    expect(await within(results).findByText(/Ana Ruiz/, undefined, soon)).toBeInTheDocument();
    expect(
      await screen.findByRole('group', { name: 'Noviembre 2026 (mes en curso)' }, soon),
    ).toBeInTheDocument();
    // The visit is recorded by the tab itself, once; nothing else was asked twice.
    expect(backend.requestsTo('rpc/touch_account_visit')).toHaveLength(1);
    for (const table of ['pending_lab_results', 'documents', 'company_certificates'])
      expect(backend.requestsTo(table, 'GET')).toHaveLength(1);
    expect(backend.requestsTo('invoices', 'GET')).toHaveLength(1);
    expect(backend.requestsTo('rpc/open_invoice_totals')).toHaveLength(1);
  });

  it("requests the first page of 'Facturación' and of 'Laboratorio' before their code has arrived", async () => {
    backend.seed('invoices', [invoice({ invoice_number: 'F-100' })]);
    backend.seed('laboratory_requests', [labRequest({ patient_name: 'Ana Ruiz' })]);
    const app = renderApp('/dashboard/client', { profile: profiles.clientA });
    app.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 60_000 } });
    const menu = await screen.findByRole('navigation', { name: 'Secciones del portal' });
    await app.user.click(within(menu).getByRole('button', { name: 'Facturación' }));
    // The page and the balance of the pending and overdue invoices (added up by the database).
    await waitFor(() => expect(backend.requestsTo('invoices', 'GET')).toHaveLength(1), soon);
    await waitFor(() => expect(backend.requestsTo('rpc/invoice_totals')).toHaveLength(1), soon);
    expect(gates.loaded).not.toContain('billing');
    gates.billing.release();
    expect((await screen.findAllByText('F-100', undefined, soon))[0]).toBeInTheDocument();
    expect(backend.requestsTo('invoices', 'GET')).toHaveLength(1);
    expect(backend.requestsTo('rpc/invoice_totals')).toHaveLength(1);

    await app.user.click(within(menu).getByRole('button', { name: 'Laboratorio' }));
    // The client's list is the database's view (notes only of released results).
    await waitFor(() => expect(backend.requestsTo('client_lab_requests', 'GET')).toHaveLength(1), soon);
    expect(gates.loaded).not.toContain('laboratory');
    gates.laboratory.release();
    expect((await screen.findAllByText(/Ana Ruiz/, undefined, soon))[0]).toBeInTheDocument();
    expect(backend.requestsTo('client_lab_requests', 'GET')).toHaveLength(1);
    expect(app.location()).toBe('/dashboard/client?tab=laboratory');
  });

  it("requests the REPSE tab's matrix, periods, current year and delivery log before its code has arrived", async () => {
    backend.seed('document_types', types);
    backend.seed('document_type_companies', []);
    backend.seed('documents', [typedDocument({ name: 'CFDI de octubre', document_type: 'CFDI de nómina' })]);
    backend.seed('delivery_events', [deliveryEvent({ item_name: 'CFDI de octubre' })]);
    const app = renderApp('/dashboard/client', { profile: profiles.clientA });
    app.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 60_000 } });
    const menu = await screen.findByRole('navigation', { name: 'Secciones del portal' });
    await app.user.click(within(menu).getByRole('button', { name: 'REPSE' }));
    await waitFor(() => expect(backend.requestsTo('document_periods', 'GET')).toHaveLength(1), soon);
    await waitFor(() => expect(backend.requestsTo('document_types', 'GET')).toHaveLength(1), soon);
    await waitFor(() => expect(backend.requestsTo('delivery_events', 'GET')).toHaveLength(1), soon);
    // The matrix's typed documents of its six months, and the current year's documents.
    await waitFor(() => expect(backend.requestsTo('documents', 'GET')).toHaveLength(2), soon);
    const years = backend.requestsTo('documents', 'GET').map((r) => r.params.getAll('year'));
    expect(years).toContainEqual(['eq.2026']);
    expect(gates.loaded).not.toContain('repse');

    gates.repse.release();
    expect(await screen.findByRole('heading', { name: 'Documentos REPSE' }, soon)).toBeInTheDocument();
    const documents = await screen.findByRole('region', { name: 'Documentos REPSE' }, soon);
    expect(await within(documents).findByText('CFDI de octubre', undefined, soon)).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'Constancia de Entregas' });
    // The log's row, in its table and its phone cards.
    expect((await within(log).findAllByText('CFDI de octubre', undefined, soon))[0]).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Cumplimiento por Periodo' }, soon)).toBeInTheDocument();
    // Nothing was asked twice.
    for (const table of ['document_periods', 'document_types', 'delivery_events'])
      expect(backend.requestsTo(table, 'GET')).toHaveLength(1);
    expect(backend.requestsTo('documents', 'GET')).toHaveLength(2);
  });
});
