// The screens of each area, from the app's own URL list (src/config/paths.ts): every path that needs no
// id. A screen that shows one record (a company's account, a course) needs an id the caller knows, so it
// is passed as an extra screen.
import { CLIENT_TABS, paths } from '../../src/config/paths';

export type Area = 'admin' | 'client' | 'collaborator';

export const AREA_NAMES: Record<Area, string> = {
  admin: 'administrador',
  client: 'cliente',
  collaborator: 'colaborador',
};

type Entry = { getHref: (...args: never[]) => string };

/** Every entry of `group` reachable without an id, apart from the area's root (it redirects). */
function withoutIds(group: Record<string, Entry>, root: string): string[] {
  return Object.values(group)
    .filter((entry) => entry.getHref.length === 0)
    .map((entry) => (entry.getHref as () => string)())
    .filter((href) => href !== root);
}

export const AREA_SCREENS: Record<Area, string[]> = {
  admin: withoutIds(paths.admin, paths.admin.root.getHref()),
  client: CLIENT_TABS.map((tab) => paths.client.root.getHref(tab)),
  collaborator: withoutIds(paths.collaborator, paths.collaborator.root.getHref()),
};

/** The public pages, which need no session. */
export const PUBLIC_SCREENS = [
  paths.home.getHref(),
  paths.features.getHref(),
  paths.login.getHref(),
  paths.resetPassword.getHref(),
];

/** The area a signed-in person landed in, from the address the app sent them to. */
export function areaOf(pathname: string): Area | null {
  if (pathname.startsWith(paths.admin.root.getHref())) return 'admin';
  if (pathname.startsWith(paths.client.root.getHref())) return 'client';
  if (pathname.startsWith(paths.collaborator.root.getHref())) return 'collaborator';
  return null;
}
