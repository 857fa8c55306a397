// /dashboard/*: requires a signed-in user with a profile; otherwise /login, remembering the destination
// of someone who arrived signed out. Every area's header gets the notification bell from here.
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { HeaderExtra } from '@/components/layouts/header-extra';
import { LoadingScreen } from '@/components/ui/spinner';
import { messages } from '@/config/messages';
import { notificationsHome, paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useAuth } from '@/lib/auth/auth-context';
import { isRole } from '@/lib/auth/types';

function loadingText(pathname: string): string {
  if (pathname.startsWith(paths.admin.root.getHref())) return messages.loadingAdmin;
  if (pathname.startsWith(paths.client.root.getHref())) return messages.loadingClient;
  return messages.loadingUser;
}

export default function DashboardGuard() {
  const { initialized, user, profile, profileLoading, sessionEnded } = useAuth();
  const location = useLocation();

  if (!initialized) return <LoadingScreen text={messages.loadingSession} />;
  if (!user) {
    // Remember the destination of someone arriving signed out, not the page of someone who just left.
    const target = sessionEnded ? null : `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref(target)} replace />;
  }
  if (profileLoading) return <LoadingScreen text={loadingText(location.pathname)} />;
  if (!profile) return <Navigate to={paths.login.getHref()} replace />;
  // The bell of every area's header, with the history page of the person's role.
  const bell = isRole(profile.role) && <NotificationBell historyHref={notificationsHome[profile.role]} />;
  return (
    <HeaderExtra value={bell}>
      <Outlet />
    </HeaderExtra>
  );
}
