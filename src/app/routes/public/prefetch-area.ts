// Sign-in straight to data: while the person signs in, the code of the screens that follow and the first
// screen's data are requested, instead of one after the other once each route has rendered. Everything is
// a dynamic import, so the login page itself does not grow; a failed prefetch is harmless (the route
// loads it again, and reports the error, when it renders).
import type { QueryClient } from '@tanstack/react-query';

import { paths } from '@/config/paths';
import { preloadSignIn } from '@/lib/auth/identity-loader';
import type { Profile } from '@/lib/auth/types';

const ignore = () => undefined;

// The data functions of each area's first screen: a few kB, requested before the role is known so that
// the first data request can leave the moment the profile arrives.
const firstScreenApis = {
  directory: () => import('@/features/directory/api/get-directory'),
  companies: () => import('@/features/companies/api/get-companies'),
  users: () => import('@/features/users/api/get-users-page'),
  roles: () => import('@/features/users/utils/roles'),
  tableParams: () => import('@/components/data-table/table-params'),
  companyScope: () => import('@/lib/company-scope'),
};

/** As soon as someone starts on the form: Firebase, supabase-js, the routes every role passes through. */
export function prefetchSignIn(): void {
  preloadSignIn();
  void import('../dashboard-guard').catch(ignore);
  void import('../role-redirect').catch(ignore);
  for (const load of Object.values(firstScreenApis)) void load().catch(ignore);
}

/** `queryClient` null: the code only (the person is headed elsewhere than the area's first screen). */
async function clientFirstScreen(queryClient: QueryClient | null, companyId: string | null) {
  const [{ directoryQuery }] = await Promise.all([firstScreenApis.directory(), import('../client/portal')]);
  // The client area opens on the directory tab; a client without a company sees a notice, no data.
  if (queryClient && companyId) await queryClient.prefetchQuery(directoryQuery(companyId));
}

async function adminFirstScreen(queryClient: QueryClient | null) {
  const [companies, users, { ALL_ROLES }, { parseTableParams }, { ALL_COMPANIES }] = await Promise.all([
    firstScreenApis.companies(),
    firstScreenApis.users(),
    firstScreenApis.roles(),
    firstScreenApis.tableParams(),
    firstScreenApis.companyScope(),
    import('../admin/layout'),
    import('../admin/clients'),
  ]);
  if (!queryClient) return;
  // The admin area opens on 'Perfiles Cliente', users of every company, first page (the URL's defaults).
  const params = parseTableParams(new URLSearchParams(), { sort: users.DEFAULT_USER_SORT });
  await Promise.all([
    queryClient.prefetchQuery(companies.companyOptionsQuery()),
    queryClient.prefetchQuery(users.usersPageQuery(ALL_COMPANIES, ALL_ROLES, params)),
  ]);
}

async function collaboratorFirstScreen() {
  await Promise.all([import('../collaborator/layout'), import('../collaborator/courses')]);
}

/**
 * Once the profile is known: the role's area and, when the person goes to the area's home (no other
 * destination was asked for), the first screen's data.
 */
export function prefetchArea(queryClient: QueryClient, profile: Profile, destination: string): void {
  const data = destination === paths.dashboard.getHref() ? queryClient : null;
  let work: Promise<unknown>;
  if (profile.role === 'client') work = clientFirstScreen(data, profile.company_id);
  else if (profile.role === 'admin') work = adminFirstScreen(data);
  else work = collaboratorFirstScreen();
  void work.catch(ignore);
}
