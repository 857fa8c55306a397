// Sign-in straight to data: the first screen's request leaves as soon as the profile is known, without
// waiting for the area's code (held here until the data was asked for).
import { waitFor } from '@testing-library/react';

import { prefetchArea } from '@/app/routes/public/prefetch-area';
import { createQueryClient } from '@/lib/query/query-client';

import { backend } from '../kit/fake-backend';
import { COMPANY_A, profiles } from '../kit/profiles';

const held = vi.hoisted(() => {
  let release = () => {};
  const until = new Promise<void>((resolve) => (release = resolve));
  return { until, release: () => release(), loaded: [] as string[] };
});

vi.mock('@/app/routes/client/portal', async (original) => {
  await held.until;
  held.loaded.push('client');
  return original();
});
vi.mock('@/app/routes/admin/layout', async (original) => {
  await held.until;
  held.loaded.push('admin');
  return original();
});

afterAll(() => held.release());

const soon = { timeout: 15_000 };

describe('the first data request does not wait for the area code', () => {
  it("requests a client's directory while the client area's code is still loading", async () => {
    prefetchArea(createQueryClient(), profiles.clientA, '/dashboard');
    await waitFor(() => expect(backend.requestsTo('directory_entries', 'GET')).toHaveLength(1), soon);
    expect(backend.requestsTo('directory_entries', 'GET')[0].params.get('company_id')).toBe(
      `eq.${COMPANY_A}`,
    );
    expect(held.loaded).toEqual([]);
  });

  it("requests the admin's users and companies while the admin area's code is still loading", async () => {
    prefetchArea(createQueryClient(), profiles.admin, '/dashboard');
    await waitFor(() => expect(backend.requestsTo('profiles', 'GET')).toHaveLength(1), soon);
    await waitFor(() => expect(backend.requestsTo('companies', 'GET')).toHaveLength(1), soon);
    expect(held.loaded).toEqual([]);
  });
});
