import { Award, GraduationCap, MessageSquare } from 'lucide-react';
import * as React from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

import type { NavItem } from './admin-nav';
import { DashboardFrame } from './dashboard-frame';
import { Logo } from './logo';
import { SideNav } from './side-nav';
import { UserMenu } from './user-menu';

const c = paths.collaborator;
const items: NavItem[] = [
  { label: 'Capacitación (LMS)', href: c.lms.getHref(), icon: GraduationCap },
  { label: 'Mis Certificados', href: c.certificates.getHref(), icon: Award },
  { label: 'Feedback', href: c.feedback.getHref(), icon: MessageSquare },
];

export function CollaboratorShell({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { profile, user, signOut } = useAuth();
  const isActive = (href: string) => pathname === href || pathname.startsWith(`${href}/`);

  return (
    <DashboardFrame
      transitionKey={pathname}
      brand={<Logo />}
      actions={
        <UserMenu
          name={profile?.full_name || 'Colaborador'}
          email={profile?.email ?? user?.email ?? ''}
          avatarUrl={profile?.avatar_url}
          onProfile={() => void navigate(c.profile.getHref())}
          onSignOut={() => void signOut()}
        />
      }
      renderNav={(close) => (
        <SideNav items={items} isActive={isActive} onNavigate={close} label="Colaborador" />
      )}
    >
      {children}
    </DashboardFrame>
  );
}
