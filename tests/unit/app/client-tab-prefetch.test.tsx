// Tab straight to data: picking 'Estado de la cuenta' in the menu sends its data requests while the tab's
// code is still loading (held here), and the tab then uses them instead of asking again.
import { screen, waitFor, within } from '@testing-library/react';

import { labRequest, NOW, types } from '../features/account/fixtures';
import { backend } from '../kit/fake-backend';
import { COMPANY_A, profiles } from '../kit/profiles';
import { renderApp } from '../kit/render';

const held = vi.hoisted(() => {
  let release = () => {};
  const until = new Promise<void>((resolve) => (release = resolve));
  return { until, release: () => release(), loaded: [] as string[] };
});

vi.mock('@/app/routes/client/account-tab', async (original) => {
  await held.until;
  held.loaded.push('account-tab');
  return original();
});

afterAll(() => held.release());
// Only the clock (the current month of the overview): promises and user events keep running for real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const soon = { timeout: 15_000 };

describe("picking 'Estado de la cuenta'", () => {
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
    await app.user.click(within(menu).getByRole('button', { name: 'Estado de la cuenta' }));
    await waitFor(() => expect(backend.requestsTo('pending_lab_results', 'GET')).toHaveLength(1), soon);
    await waitFor(() => expect(backend.requestsTo('invoices', 'GET')).toHaveLength(1), soon);
    await waitFor(() => expect(backend.requestsTo('documents', 'GET')).toHaveLength(1), soon);
    await waitFor(() => expect(backend.requestsTo('company_certificates', 'GET')).toHaveLength(1), soon);
    expect(backend.requestsTo('pending_lab_results', 'GET')[0].params.get('company_id')).toBe(
      `eq.${COMPANY_A}`,
    );
    expect(held.loaded).toEqual([]);

    held.release();
    const results = await screen.findByRole('region', { name: 'Resultados listos sin descargar' }, soon);
    expect(await within(results).findByText(/Ana Ruiz/, undefined, soon)).toBeInTheDocument();
    expect(
      await screen.findByRole('group', { name: 'Noviembre 2026 (mes en curso)' }, soon),
    ).toBeInTheDocument();
    // The visit is recorded by the tab itself, once; nothing else was asked twice.
    expect(backend.requestsTo('rpc/touch_account_visit')).toHaveLength(1);
    for (const table of ['pending_lab_results', 'invoices', 'documents', 'company_certificates'])
      expect(backend.requestsTo(table, 'GET')).toHaveLength(1);
  });
});
