// Admin area frame: side navigation, header (menu toggle, logo, company filter, avatar menu), drawer.
import * as React from 'react';
import { Link, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { COMPANY_PARAM } from '@/lib/company-scope';

import { adminFilterVisible, adminNav, isAdminNavActive } from './admin-nav';
import { DashboardFrame } from './dashboard-frame';
import { Logo } from './logo';
import { SideNav } from './side-nav';
import { UserMenu } from './user-menu';

interface AdminShellProps {
  children: React.ReactNode;
  /** The company filter, composed by the route (it needs the companies feature). */
  renderFilter?: (placement: 'header' | 'drawer' | 'chip') => React.ReactNode;
  onChangePassword: () => void;
  /** The pointer or focus reached a menu entry (its href): a pick may follow. */
  onNavIntent?: (href: string) => void;
}

export function AdminShell({ children, renderFilter, onChangePassword, onNavIntent }: AdminShellProps) {
  const { pathname, search } = useLocation();
  const company = new URLSearchParams(search).get(COMPANY_PARAM);
  const navSearch = company ? `?${new URLSearchParams({ [COMPANY_PARAM]: company })}` : '';
  const { profile, user, signOut } = useAuth();
  const showFilter = renderFilter !== undefined && adminFilterVisible(pathname);
  const isActive = (href: string) => isAdminNavActive(pathname, href);

  return (
    <DashboardFrame
      transitionKey={pathname}
      brand={
        <Link
          to={paths.admin.root.getHref()}
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
        </Link>
      }
      actions={
        <>
          {showFilter && <div className="hidden md:block">{renderFilter('header')}</div>}
          <UserMenu
            name={profile?.full_name || 'Admin'}
            email={profile?.email ?? user?.email ?? ''}
            avatarUrl={profile?.avatar_url}
            onChangePassword={onChangePassword}
            onSignOut={() => void signOut()}
          />
        </>
      }
      renderNav={(close) => (
        <SideNav
          items={adminNav}
          isActive={isActive}
          onNavigate={close}
          onIntent={onNavIntent}
          label="Administración"
          search={navSearch}
        />
      )}
      drawerExtra={showFilter && <div className="border-t pt-4">{renderFilter('drawer')}</div>}
    >
      {/* On a phone the filter is in the drawer: the page itself says which company it shows. */}
      {showFilter && <div className="md:hidden">{renderFilter('chip')}</div>}
      {children}
    </DashboardFrame>
  );
}
