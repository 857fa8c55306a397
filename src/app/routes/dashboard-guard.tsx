// /dashboard/*: requires a signed-in user with a profile; otherwise /login, remembering the destination.
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/spinner';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

function loadingText(pathname: string): string {
  if (pathname.startsWith(paths.admin.root.getHref())) return messages.loadingAdmin;
  if (pathname.startsWith(paths.client.root.getHref())) return messages.loadingClient;
  return messages.loadingUser;
}

export default function DashboardGuard() {
  const { initialized, user, profile, profileLoading } = useAuth();
  const location = useLocation();

  if (!initialized) return <LoadingScreen text={messages.loadingSession} />;
  if (!user) {
    const target = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref(target)} replace />;
  }
  if (profileLoading) return <LoadingScreen text={loadingText(location.pathname)} />;
  if (!profile) return <Navigate to={paths.login.getHref()} replace />;
  return <Outlet />;
}
