// Client area frame: one page whose side menu switches tabs (spec §2), header avatar, drawer, footer.
import type * as React from 'react';

import { initials, UserAvatar } from '@/components/ui/avatar';
import type { ClientTab } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/utils/cn';

import { ClientFooter } from './client-footer';
import { clientTabs } from './client-nav';
import { DashboardFrame } from './dashboard-frame';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

interface ClientShellProps {
  tab: ClientTab;
  onTabChange: (tab: ClientTab) => void;
  /** The pointer or focus reached a tab's menu entry: a pick may follow (to load its code early). */
  onTabIntent?: (tab: ClientTab) => void;
  children: React.ReactNode;
}

function TabMenu({
  tab,
  onChoose,
  onIntent,
}: {
  tab: ClientTab;
  onChoose: (tab: ClientTab) => void;
  onIntent?: (tab: ClientTab) => void;
}) {
  return (
    <nav aria-label="Secciones del portal">
      <ul className="grid gap-1">
        {clientTabs.map(({ tab: value, label, icon: Icon }) => (
          <li key={value}>
            <button
              type="button"
              onClick={() => onChoose(value)}
              onPointerEnter={onIntent && (() => onIntent(value))}
              onFocus={onIntent && (() => onIntent(value))}
              aria-current={value === tab ? 'page' : undefined}
              className={cn(
                'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                value === tab
                  ? 'bg-primary text-primary-foreground'
                  : 'text-foreground/80 hover:bg-accent hover:text-accent-foreground',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ClientShell({ tab, onTabChange, onTabIntent, children }: ClientShellProps) {
  const { profile, user, signOut } = useAuth();

  return (
    <DashboardFrame
      transitionKey={tab}
      brand={<Logo />}
      mainClassName={tab === 'indicators' ? 'p-0' : undefined}
      actions={
        <>
          {profile?.company_name && (
            <span className="hidden max-w-[16rem] truncate text-sm text-muted-foreground sm:inline">
              {profile.company_name}
            </span>
          )}
          <button
            type="button"
            onClick={() => onTabChange('profile')}
            // The avatar shows the initials, so its name includes them (WCAG 2.5.3, label in name).
            aria-label={`Abrir Mi Perfil, ${initials(profile?.full_name || 'Cliente')}`}
            className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <UserAvatar name={profile?.full_name || 'Cliente'} src={profile?.avatar_url} />
          </button>
          <UserMenu
            trigger="chevron"
            name={profile?.full_name || 'Cliente'}
            email={profile?.email ?? user?.email ?? ''}
            avatarUrl={profile?.avatar_url}
            onProfile={() => onTabChange('profile')}
            onSignOut={() => void signOut()}
          />
        </>
      }
      renderNav={(close) => (
        <TabMenu
          tab={tab}
          onIntent={onTabIntent}
          onChoose={(next) => {
            close();
            onTabChange(next);
          }}
        />
      )}
      footer={<ClientFooter />}
    >
      {children}
    </DashboardFrame>
  );
}
