// Unknown paths: wait for authentication, then /dashboard for a user, /features for a visitor.
import { Navigate } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/spinner';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

export default function RootRedirect() {
  const { initialized, user } = useAuth();
  if (!initialized) return <LoadingScreen text={messages.loadingSession} />;
  return <Navigate to={user ? paths.dashboard.getHref() : paths.features.getHref()} replace />;
}
