// Tab straight to data in 'Documentos (REPSE)': picking 'Cumplimiento' or 'Entregas' sends the tab's data
// requests while its code is still loading (held here), and the tab then uses them instead of asking again;
// a tab whose code has arrived shows at once, without the section's loading fallback.
import { render, screen, waitFor, within } from '@testing-library/react';
import * as React from 'react';

import { preloadable } from '@/lib/preloadable';

import { entry } from '../features/compliance/deliveries/fixtures';
import { freezeToday, seedCompliance } from '../features/compliance/matrix/fixtures';
import { backend } from '../kit/fake-backend';
import { companies, profiles } from '../kit/profiles';
import { renderApp } from '../kit/render';

const gates = vi.hoisted(() => {
  const gate = () => {
    let release = () => {};
    const until = new Promise<void>((resolve) => (release = resolve));
    return { until, release: () => release() };
  };
  return { compliance: gate(), deliveries: gate(), loaded: [] as string[] };
});

vi.mock('@/app/routes/admin/documents/compliance', async (original) => {
  await gates.compliance.until;
  gates.loaded.push('compliance');
  return original();
});
vi.mock('@/app/routes/admin/documents/deliveries', async (original) => {
  await gates.deliveries.until;
  gates.loaded.push('deliveries');
  return original();
});

afterAll(() => [gates.compliance, gates.deliveries].forEach((g) => g.release()));
beforeEach(() => freezeToday());
afterEach(() => vi.useRealTimers());

const soon = { timeout: 15_000 };

async function openDocuments() {
  backend.seed('companies', companies);
  const app = renderApp('/dashboard/admin/documentos', { profile: profiles.admin });
  // As the app's own client does: an answer is fresh for a minute, so a tab that mounts after its
  // prefetch uses it.
  app.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 60_000 } });
  const tabs = await screen.findByRole('navigation', { name: 'Secciones de Documentos (REPSE)' }, soon);
  return { app, tabs };
}

// The matrix's documents (typed ones of the months shown), not the documents list's page.
const matrixDocuments = () =>
  backend.requestsTo('documents', 'GET').filter((r) => r.params.get('document_type_id') === 'not.is.null');

describe("the tabs of 'Documentos (REPSE)'", () => {
  it("'Cumplimiento' asks for the matrix's documents before its code has arrived, and the matrix uses them", async () => {
    seedCompliance();
    const { app, tabs } = await openDocuments();
    await app.user.click(within(tabs).getByRole('link', { name: 'Cumplimiento' }));
    await waitFor(() => expect(matrixDocuments()).toHaveLength(1), soon);
    expect(gates.loaded).not.toContain('compliance');

    gates.compliance.release();
    const matrix = await screen.findByRole(
      'region',
      { name: 'Matriz de cumplimiento por empresa y mes' },
      soon,
    );
    expect(
      within(matrix).getByRole('link', { name: 'Constructora Alfa (estado de la cuenta)' }),
    ).toBeVisible();
    expect(matrixDocuments()).toHaveLength(1);
    expect(app.location()).toBe('/dashboard/admin/documentos/cumplimiento');
  });

  it("'Entregas' asks for the log's first page before its code has arrived, and the log uses it", async () => {
    backend.seed('delivery_events', [entry({ item_name: 'Constancia de marzo' })]);
    const { app, tabs } = await openDocuments();
    await app.user.click(within(tabs).getByRole('link', { name: 'Entregas' }));
    await waitFor(() => expect(backend.requestsTo('delivery_events', 'GET')).toHaveLength(1), soon);
    expect(gates.loaded).not.toContain('deliveries');

    gates.deliveries.release();
    const log = await screen.findByRole('table', { name: 'Bitácora de entregas' }, soon);
    expect(within(log).getByText('Constancia de marzo')).toBeVisible();
    expect(backend.requestsTo('delivery_events', 'GET')).toHaveLength(1);
  });

  it('a tab whose code has arrived shows at once instead of the loading fallback', async () => {
    const tab = preloadable(async () => () => <p>Contenido de la pestaña</p>);
    const view = () => (
      <React.Suspense fallback={<p>Cargando...</p>}>
        <tab.Component />
      </React.Suspense>
    );
    await tab.preload();
    render(view());
    expect(screen.getByText('Contenido de la pestaña')).toBeVisible();
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
  });
});
