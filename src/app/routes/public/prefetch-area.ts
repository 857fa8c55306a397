// Sign-in straight to data: while the person signs in, the code of the screens that follow and the first
// screen's data are requested, instead of one after the other once each route has rendered. Everything is
// a dynamic import, so the login page itself does not grow; a failed prefetch is harmless (the route
// loads it again, and reports the error, when it renders).
import type { QueryClient } from '@tanstack/react-query';

import { paths } from '@/config/paths';
import { preloadSignIn } from '@/lib/auth/sign-in-loader';
import type { Profile } from '@/lib/auth/types';

import { loadToaster } from '../../toaster-loader';

const ignore = () => undefined;

// The data functions of each area's first screen: a few kB, requested before the role is known so that
// the first data request can leave the moment the profile arrives.
const firstScreenApis = {
  directory: () => import('@/features/directory/api/get-directory'),
  companies: () => import('@/features/companies/api/get-companies'),
  users: () => import('@/features/users/api/get-users-page'),
  roles: () => import('@/features/users/utils/roles'),
  tableParams: () => import('@/lib/query/table-params'),
  companyScope: () => import('@/lib/company-scope'),
};

/**
 * As soon as someone starts on the form: Firebase, supabase-js, the routes every role passes through, and
 * the toasts (a failed sign-in is told in one).
 */
export function prefetchSignIn(): void {
  preloadSignIn();
  void loadToaster().catch(ignore);
  void import('../dashboard-guard').catch(ignore);
  void import('../role-redirect').catch(ignore);
  for (const load of Object.values(firstScreenApis)) void load().catch(ignore);
  // Most of an area's first download is what the areas share: the shell's frame (drawer, page transition),
  // the user menu and the data table. Fetched while the person types, only the area's own small chunk is
  // left for after the role is known. (Opening the app with a stored session, the menu's Radix code waits
  // for the first screen's data instead: lib/first-data.)
  void import('@/components/layouts/dashboard-frame').catch(ignore);
  void import('@/components/layouts/user-menu').then((m) => m.loadUserMenu()).catch(ignore);
  void import('@/components/data-table/data-table').catch(ignore);
}

/** `queryClient` null: the code only (the person is headed elsewhere than the area's first screen). */
// In both areas the data request does not wait for the area's code: the data functions were fetched
// while signing in, so the request leaves the moment the profile is known, beside the code's download.
async function clientFirstScreen(queryClient: QueryClient | null, companyId: string | null) {
  const code = import('../client/portal');
  const [{ directoryQuery }, { parseTableParams }] = await Promise.all([
    firstScreenApis.directory(),
    firstScreenApis.tableParams(),
  ]);
  // The client area opens on the directory tab, first page (the URL's defaults); a client without a
  // company sees a notice, no data.
  const params = parseTableParams(new URLSearchParams());
  const data = queryClient && companyId ? queryClient.prefetchQuery(directoryQuery(companyId, params)) : null;
  await Promise.all([code, data]);
}

async function adminFirstScreen(queryClient: QueryClient | null) {
  const code = Promise.all([import('../admin/layout'), import('../admin/clients')]);
  const [companies, users, { ALL_ROLES }, { parseTableParams }, { ALL_COMPANIES }] = await Promise.all([
    firstScreenApis.companies(),
    firstScreenApis.users(),
    firstScreenApis.roles(),
    firstScreenApis.tableParams(),
    firstScreenApis.companyScope(),
  ]);
  if (!queryClient) return code;
  // The admin area opens on 'Perfiles Cliente', users of every company, first page (the URL's defaults).
  const params = parseTableParams(new URLSearchParams(), { sort: users.DEFAULT_USER_SORT });
  await Promise.all([
    code,
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
