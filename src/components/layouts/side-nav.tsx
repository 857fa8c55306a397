import { Link } from 'react-router-dom';

import { cn } from '@/utils/cn';

import type { NavItem } from './admin-nav';

interface SideNavProps {
  items: NavItem[];
  isActive: (href: string) => boolean;
  onNavigate?: () => void;
  /** The pointer or focus reached an entry (its href), to load its code early. */
  onIntent?: (href: string) => void;
  label: string;
  /** Search string kept across sections (e.g. '?empresa=...', the admin's company filter). */
  search?: string;
}

export function SideNav({ items, isActive, onNavigate, onIntent, label, search = '' }: SideNavProps) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-1">
        {items.map(({ label: text, href, icon: Icon }) => {
          const active = isActive(href);
          return (
            <li key={href}>
              <Link
                to={`${href}${search}`}
                onClick={onNavigate}
                onPointerEnter={onIntent && (() => onIntent(href))}
                onFocus={onIntent && (() => onIntent(href))}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  active
                    ? 'bg-primary text-primary-foreground'
                    : 'text-foreground/80 hover:bg-accent hover:text-accent-foreground',
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
