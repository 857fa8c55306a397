// The dashboard index and unknown sub-paths: each role to its own area, anyone else to /login.
import { Navigate } from 'react-router-dom';

import { paths, roleHome } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { isRole } from '@/lib/auth/types';

export default function RoleRedirect() {
  const { profile } = useAuth();
  const role = profile?.role;
  return <Navigate to={isRole(role) ? roleHome[role] : paths.login.getHref()} replace />;
}
