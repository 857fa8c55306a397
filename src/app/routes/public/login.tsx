import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/spinner';
import { messages } from '@/config/messages';
import { paths, safeRedirect } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useAuth } from '@/lib/auth/auth-context';
import { isRole } from '@/lib/auth/types';

import { AuthCard } from './auth-card';
import { prefetchArea, prefetchSignIn } from './prefetch-area';

/** The first focus or touch on the page starts the downloads signing in needs (typing takes seconds). */
function usePrefetchOnFirstInteraction() {
  React.useEffect(() => {
    const start = () => {
      document.removeEventListener('focusin', start);
      document.removeEventListener('pointerdown', start);
      prefetchSignIn();
    };
    document.addEventListener('focusin', start);
    document.addEventListener('pointerdown', start);
    return () => {
      document.removeEventListener('focusin', start);
      document.removeEventListener('pointerdown', start);
    };
  }, []);
}

export default function LoginPage() {
  const { initialized, user, profile, profileLoading } = useAuth();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const role = isRole(profile?.role) ? profile.role : undefined;
  const destination = safeRedirect(params.get('redirectTo'), role) ?? paths.dashboard.getHref();
  usePrefetchOnFirstInteraction();

  // The profile decides the area: its code and first data start now, before the redirects render.
  const ready = user !== null && profile !== null;
  React.useEffect(() => {
    if (ready && profile) prefetchArea(queryClient, profile, destination);
  }, [ready, profile, queryClient, destination]);

  if (!initialized) return <LoadingScreen text={messages.loadingSession} />;
  if (user && profileLoading) return <LoadingScreen text={messages.loadingUser} />;
  if (ready) return <Navigate to={destination} replace />;

  return (
    <AuthCard title="Iniciar Sesión" description="Ingresa con tu correo electrónico o nombre de usuario.">
      {/* No navigation on success: the branch above redirects once the profile, and so the role that
          decides whether redirectTo is allowed, has loaded. */}
      <LoginForm onSuccess={() => undefined} />
    </AuthCard>
  );
}
