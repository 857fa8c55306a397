// Admin area frame: side navigation, header (menu toggle, logo, company filter, avatar menu), drawer.
import { Menu } from 'lucide-react';
import * as React from 'react';
import { Link, useLocation } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

import { adminFilterVisible, adminNav, isAdminNavActive } from './admin-nav';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { PageTransition } from './page-transition';
import { SideNav } from './side-nav';
import { UserMenu } from './user-menu';

interface AdminShellProps {
  children: React.ReactNode;
  /** The company filter, composed by the route (it needs the companies feature). */
  renderFilter?: (placement: 'header' | 'drawer') => React.ReactNode;
  onChangePassword: () => void;
}

export function AdminShell({ children, renderFilter, onChangePassword }: AdminShellProps) {
  const { pathname } = useLocation();
  const { profile, user, signOut } = useAuth();
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const showFilter = renderFilter !== undefined && adminFilterVisible(pathname);
  const isActive = (href: string) => isAdminNavActive(pathname, href);

  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card/95 px-4 backdrop-blur lg:px-6">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Abrir menú"
          onClick={() => setDrawerOpen(true)}
        >
          <Menu className="size-5" aria-hidden="true" />
        </Button>
        <Link
          to={paths.admin.root.getHref()}
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
        </Link>
        <div className="ml-auto flex items-center gap-4">
          {showFilter && <div className="hidden md:block">{renderFilter('header')}</div>}
          <UserMenu
            name={profile?.full_name || 'Admin'}
            email={profile?.email ?? user?.email ?? ''}
            avatarUrl={profile?.avatar_url}
            onChangePassword={onChangePassword}
            onSignOut={() => void signOut()}
          />
        </div>
      </header>
      <div className="flex flex-1">
        <aside className="hidden w-64 shrink-0 border-r bg-card p-4 lg:block">
          <SideNav items={adminNav} isActive={isActive} label="Administración" />
        </aside>
        <main className="min-w-0 flex-1 p-4 lg:p-8">
          <PageTransition transitionKey={pathname}>{children}</PageTransition>
        </main>
      </div>
      <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} title="Menú">
        <SideNav
          items={adminNav}
          isActive={isActive}
          onNavigate={() => setDrawerOpen(false)}
          label="Administración"
        />
        {showFilter && <div className="border-t pt-4">{renderFilter('drawer')}</div>}
      </MobileDrawer>
    </div>
  );
}
