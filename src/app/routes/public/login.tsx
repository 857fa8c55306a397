import { Navigate, useSearchParams } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/spinner';
import { messages } from '@/config/messages';
import { paths, safeRedirect } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useAuth } from '@/lib/auth/auth-context';
import { isRole } from '@/lib/auth/types';

import { AuthCard } from './auth-card';

export default function LoginPage() {
  const { initialized, user, profile, profileLoading } = useAuth();
  const [params] = useSearchParams();
  const role = isRole(profile?.role) ? profile.role : undefined;
  const destination = safeRedirect(params.get('redirectTo'), role) ?? paths.dashboard.getHref();

  if (!initialized) return <LoadingScreen text={messages.loadingSession} />;
  if (user && profileLoading) return <LoadingScreen text={messages.loadingUser} />;
  if (user && profile) return <Navigate to={destination} replace />;

  return (
    <AuthCard title="Iniciar Sesión" description="Ingresa con tu correo electrónico o nombre de usuario.">
      {/* No navigation on success: the branch above redirects once the profile, and so the role that
          decides whether redirectTo is allowed, has loaded. */}
      <LoginForm onSuccess={() => undefined} />
    </AuthCard>
  );
}
