// The tabs of an admin section with nested routes (Gestión LMS, Documentos (REPSE)): links styled as tabs,
// the current one marked with aria-current. Tabs that do not fit on one line (a phone) wrap to the next, so
// every tab shows (a bar scrolled sideways hid the last ones with nothing to tell). The first tab is the
// section's default: it is active unless another tab (or a path that `belongsTo` maps to one) matches.
// `onIntent` (pointer over or focus on a tab) and `onPick` (the click, before the navigation) let the
// section load a tab's code and data early.
import { Link, useLocation } from 'react-router-dom';

import { cn } from '@/utils/cn';

export interface SectionTab {
  to: string;
  label: string;
}

/** The look of one tab: the current one underlined in the primary colour. */
export const tabClass = (current: boolean) =>
  cn(
    '-mb-px inline-flex min-h-11 items-center gap-2 whitespace-nowrap border-b-2 px-4 text-sm font-medium transition-colors',
    current
      ? 'border-primary text-foreground'
      : 'border-transparent text-muted-foreground hover:text-foreground',
  );

function activeTab(tabs: SectionTab[], pathname: string, belongsTo?: (pathname: string) => string | null) {
  const mapped = belongsTo?.(pathname);
  if (mapped) return mapped;
  const other = tabs.slice(1).find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  return (other ?? tabs[0]).to;
}

export function SectionTabs({
  label,
  tabs,
  belongsTo,
  onIntent,
  onPick,
}: {
  /** The accessible name of the navigation ('Secciones de …'). */
  label: string;
  tabs: SectionTab[];
  belongsTo?: (pathname: string) => string | null;
  onIntent?: (to: string) => void;
  onPick?: (to: string) => void;
}) {
  const { pathname } = useLocation();
  const active = activeTab(tabs, pathname, belongsTo);
  return (
    <nav aria-label={label} className="mb-6 flex flex-wrap gap-x-1 border-b">
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          aria-current={tab.to === active ? 'page' : undefined}
          onPointerEnter={onIntent && (() => onIntent(tab.to))}
          onFocus={onIntent && (() => onIntent(tab.to))}
          onClick={onPick && (() => onPick(tab.to))}
          className={tabClass(tab.to === active)}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
