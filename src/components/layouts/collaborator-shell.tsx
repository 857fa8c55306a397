import { Award, GraduationCap, Menu, MessageSquare } from 'lucide-react';
import * as React from 'react';
import { useLocation } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

import type { NavItem } from './admin-nav';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { PageTransition } from './page-transition';
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
  const { profile, user, signOut } = useAuth();
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const isActive = (href: string) => pathname === href || pathname.startsWith(`${href}/`);

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
        <Logo />
        <div className="ml-auto">
          <UserMenu
            name={profile?.full_name || 'Colaborador'}
            email={profile?.email ?? user?.email ?? ''}
            avatarUrl={profile?.avatar_url}
            onSignOut={() => void signOut()}
          />
        </div>
      </header>
      <div className="flex flex-1">
        <aside className="hidden w-64 shrink-0 border-r bg-card p-4 lg:block">
          <SideNav items={items} isActive={isActive} label="Colaborador" />
        </aside>
        <main className="min-w-0 flex-1 p-4 lg:p-8">
          <PageTransition transitionKey={pathname}>{children}</PageTransition>
        </main>
      </div>
      <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} title="Menú">
        <SideNav
          items={items}
          isActive={isActive}
          onNavigate={() => setDrawerOpen(false)}
          label="Colaborador"
        />
      </MobileDrawer>
    </div>
  );
}
