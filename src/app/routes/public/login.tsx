import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/spinner';
import { messages } from '@/config/messages';
import { paths, safeRedirect } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useAuth } from '@/lib/auth/auth-context';

import { AuthCard } from './auth-card';

export default function LoginPage() {
  const { initialized, user, profile, profileLoading } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const destination = safeRedirect(params.get('redirectTo')) ?? paths.dashboard.getHref();

  if (!initialized) return <LoadingScreen text={messages.loadingSession} />;
  if (user && profileLoading) return <LoadingScreen text={messages.loadingUser} />;
  if (user && profile) return <Navigate to={destination} replace />;

  return (
    <AuthCard title="Iniciar Sesión" description="Ingresa con tu correo electrónico o nombre de usuario.">
      <LoginForm onSuccess={() => navigate(destination, { replace: true })} />
    </AuthCard>
  );
}
