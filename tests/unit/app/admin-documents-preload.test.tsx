// 'Documentos (REPSE)' fetches its other tabs' code once the section's data is on screen and the browser
// is idle (lib/first-data), not while that data is still coming, and never where the browser cannot say
// when it is idle (a pointer or focus on a tab still asks for that tab there).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

const preloads = vi.hoisted(() => ({ calls: [] as string[] }));

vi.mock('@/app/routes/admin/documents/lazy-tabs', () => {
  const tab = (name: string) => ({
    Component: () => <p>Pestaña {name}</p>,
    preload: () => {
      preloads.calls.push(name);
      return Promise.resolve();
    },
  });
  return {
    documentTabs: {
      list: tab('list'),
      catalogue: tab('catalogue'),
      compliance: tab('compliance'),
      deliveries: tab('deliveries'),
      account: tab('account'),
    },
  };
});

const idle = window.requestIdleCallback;
afterEach(() => {
  window.requestIdleCallback = idle;
  preloads.calls.length = 0;
});

/** A fresh first-data (nothing on screen yet) and the page that uses it. */
async function renderSection() {
  vi.resetModules();
  const firstData = await import('@/lib/first-data');
  const { default: AdminDocumentsPage } = await import('@/app/routes/admin/documents');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/dashboard/admin/documentos']}>
        <Routes>
          <Route path="/dashboard/admin/documentos/*" element={<AdminDocumentsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByText('Pestaña list');
  return firstData;
}

describe("preloading the tabs of 'Documentos (REPSE)'", () => {
  it('waits for the first data, then fetches every tab on idle', async () => {
    const queued: IdleRequestCallback[] = [];
    window.requestIdleCallback = (task) => queued.push(task);
    const { markFirstData } = await renderSection();
    expect(queued).toHaveLength(0);
    expect(preloads.calls).toEqual([]);

    markFirstData();
    expect(preloads.calls).toEqual([]); // not yet: once painted, on idle
    await vi.waitFor(() => expect(queued.length).toBeGreaterThan(0));
    expect(preloads.calls).toEqual([]);
    queued.splice(0).forEach((task) => task({ didTimeout: false, timeRemaining: () => 50 }));
    expect(preloads.calls).toEqual(expect.arrayContaining(['list', 'compliance', 'catalogue', 'deliveries']));
  });

  it('does not preload where the browser has no idle callback', async () => {
    // @ts-expect-error -- a browser without requestIdleCallback (Safari)
    delete window.requestIdleCallback;
    const { markFirstData } = await renderSection();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      markFirstData();
      vi.runAllTimers();
      expect(preloads.calls).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
