// Wraps every route: the forced password change replaces all of them except /reset-password.
import { Outlet, useLocation } from 'react-router-dom';

import { ForcedPasswordChange } from '@/features/auth/components/change-password-dialog';
import { useAuth } from '@/lib/auth/auth-context';

export function RootLayout() {
  const { pathname } = useLocation();
  const { user, mustChangePassword } = useAuth();
  return (
    <>
      <ForcedPasswordChange pathname={pathname} active={user !== null && mustChangePassword}>
        <Outlet />
      </ForcedPasswordChange>
    </>
  );
}
