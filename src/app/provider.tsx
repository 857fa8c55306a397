import { QueryClientProvider } from '@tanstack/react-query';
import { MotionConfig } from 'framer-motion';
import * as React from 'react';

import { useToast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth/auth-context';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createQueryClient } from '@/lib/query/query-client';

import { loadToaster } from './toaster-loader';

/** The toasts, once there is one to show or someone is signed in (see toaster-loader). */
function LazyToaster() {
  const { toasts } = useToast();
  const { user } = useAuth();
  const [Toaster, setToaster] = React.useState<React.ComponentType | null>(null);
  const wanted = toasts.length > 0 || user !== null;
  React.useEffect(() => {
    if (!wanted || Toaster) return;
    let live = true;
    loadToaster().then(
      (m) => live && setToaster(() => m.Toaster),
      (error: unknown) => console.error('No se pudieron cargar los avisos.', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, Toaster]);
  return Toaster ? <Toaster /> : null;
}

export function AppProvider({ children }: { children: React.ReactNode }) {
  const [queryClient] = React.useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Animations follow the system's reduced-motion setting (framer-motion then skips transforms). */}
      <MotionConfig reducedMotion="user">
        <AuthProvider>
          {children}
          <LazyToaster />
        </AuthProvider>
      </MotionConfig>
    </QueryClientProvider>
  );
}
