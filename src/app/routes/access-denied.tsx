import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

import { AlertScreen } from './alert-screen';

/** Shown when a signed-in user opens another role's area. */
export function AccessDenied({ title, message }: { title?: string; message: string }) {
  const { signOut } = useAuth();
  return (
    <AlertScreen
      icon={ShieldAlert}
      className="max-w-md"
      actions={
        <>
          <Button asChild>
            <Link to={paths.dashboard.getHref()}>Ir a Mi Panel</Link>
          </Button>
          <Button variant="outline" onClick={() => void signOut()}>
            Cerrar Sesión
          </Button>
        </>
      }
    >
      {title && <h1 className="text-xl font-semibold">{title}</h1>}
      <p className="text-base">{message}</p>
    </AlertScreen>
  );
}
