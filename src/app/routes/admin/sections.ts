// The admin sections' route modules, each loaded when first needed. The list sections are fetched on
// idle once the admin's first screen has shown (lib/first-data), and the pointer or focus on a menu entry
// asks for that section, so a pick renders it (and sends its data requests) without waiting for code.
import type * as React from 'react';

import { paths } from '@/config/paths';
import { loadOnce } from '@/lib/load-once';

type Module = { default: React.ComponentType };

interface AdminSection {
  /** The route's path under /dashboard/admin. */
  path: string;
  href: string;
  load: () => Promise<Module>;
  /** What its first screen needs beyond the route module (a tab loaded apart). */
  preloadMore?: () => Promise<unknown>;
  /** Fetched on idle after the first screen: the lists a person opens to look for data. */
  idle?: boolean;
}

const a = paths.admin;

const section = (
  route: { path: string; getHref: () => string },
  load: () => Promise<Module>,
  more: Pick<AdminSection, 'preloadMore' | 'idle'> = {},
): AdminSection => ({ path: route.path, href: route.getHref(), load: loadOnce(load), ...more });

export const adminSections: AdminSection[] = [
  section(a.clients, () => import('./clients'), { idle: true }),
  section(a.directory, () => import('./directory'), { idle: true }),
  section(a.laboratory, () => import('./laboratory'), { idle: true }),
  section(a.billing, () => import('./billing'), { idle: true }),
  section(a.indicators, () => import('./indicators')),
  section(a.monthlyReports, () => import('./monthly-reports')),
  section(a.documents, () => import('./documents'), {
    idle: true,
    preloadMore: () => import('./documents/lazy-tabs').then((m) => m.documentTabs.list.preload()),
  }),
  section(a.lms, () => import('./lms')),
  section(a.feedback, () => import('./feedback'), { idle: true }),
  section(a.audit, () => import('./audit'), { idle: true }),
  section(a.notifications, () => import('./notifications')),
  section(a.profile, () => import('./profile')),
];

const ignore = () => undefined;

/** The code of the section at `href` (a menu entry's link), without rendering it. */
export function preloadAdminSection(href: string): void {
  const target = adminSections.find((s) => s.href === href);
  if (!target) return;
  void target.load().catch(ignore);
  void target.preloadMore?.().catch(ignore);
}

export function preloadIdleAdminSections(): void {
  adminSections.filter((s) => s.idle).forEach((s) => preloadAdminSection(s.href));
}
