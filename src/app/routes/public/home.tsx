// The domain root '/': a visitor gets the landing right here (the build prerenders it, so it paints with
// no JavaScript), a signed-in user goes on to their area once the stored session is confirmed.
import { Navigate } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/spinner';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

import FeaturesPage from './features';

export default function Home() {
  const { initialized, user } = useAuth();
  if (!initialized) return <LoadingScreen text={messages.loadingSession} />;
  if (user) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <FeaturesPage />;
}
