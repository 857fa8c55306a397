import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

/** Shown when a signed-in user opens another role's area. */
export function AccessDenied({ title, message }: { title?: string; message: string }) {
  const { signOut } = useAuth();
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6">
      <div
        role="alert"
        className="grid max-w-md justify-items-center gap-4 rounded-lg border bg-card p-8 text-center shadow-sm"
      >
        <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
        {title && <h1 className="text-xl font-semibold">{title}</h1>}
        <p className="text-base">{message}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to={paths.dashboard.getHref()}>Ir a mi panel</Link>
          </Button>
          <Button variant="outline" onClick={() => void signOut()}>
            Cerrar Sesión
          </Button>
        </div>
      </div>
    </main>
  );
}
