import { QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';

import { useAuth } from '@/lib/auth/auth-context';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { afterFirstData } from '@/lib/first-data';
import { createQueryClient } from '@/lib/query/query-client';
import { useToast } from '@/lib/toast';

import { loadToaster } from './toaster-loader';

/** The toasts, once there is one to show or someone is signed in (see toaster-loader). */
function LazyToaster() {
  const { toasts } = useToast();
  const { user } = useAuth();
  const [Toaster, setToaster] = React.useState<React.ComponentType | null>(null);
  const toastWaiting = toasts.length > 0;
  const wanted = toastWaiting || user !== null;
  React.useEffect(() => {
    if (!wanted || Toaster) return;
    let live = true;
    const load = () =>
      loadToaster().then(
        (m) => live && setToaster(() => m.Toaster),
        (error: unknown) => console.error('No se pudieron cargar los avisos.', error),
      );
    // Signed in with no toast yet: not before the first screen's data is on screen.
    if (toastWaiting) load();
    else afterFirstData(load);
    return () => {
      live = false;
    };
  }, [wanted, Toaster, toastWaiting]);
  return Toaster ? <Toaster /> : null;
}

export function AppProvider({ children }: { children: React.ReactNode }) {
  const [queryClient] = React.useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <LazyToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
