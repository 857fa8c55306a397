// Wraps every route: the forced password change replaces all of them except /reset-password. Its dialog
// (form, validation, Radix dialog) is loaded only for a user who must change the password, so visitors
// of the public pages never download it.
import * as React from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { useAuth } from '@/lib/auth/auth-context';

const ForcedPasswordChange = React.lazy(async () => ({
  default: (await import('@/features/auth/components/change-password-dialog')).ForcedPasswordChange,
}));

export function RootLayout() {
  const { pathname } = useLocation();
  const { user, mustChangePassword } = useAuth();
  if (user === null || !mustChangePassword) return <Outlet />;
  return (
    // While the dialog's code arrives nothing is shown, so no signed-in area flashes before it.
    <React.Suspense fallback={<div className="min-h-dvh bg-muted/40" />}>
      <ForcedPasswordChange pathname={pathname} active>
        <Outlet />
      </ForcedPasswordChange>
    </React.Suspense>
  );
}
