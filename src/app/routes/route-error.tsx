// Spanish screen for unexpected route errors, with a way back, instead of a bare stack trace.
import { AlertTriangle } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';

import { AlertScreen } from './alert-screen';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return errorMessage(error) || 'Error desconocido.';
}

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <AlertScreen
      icon={AlertTriangle}
      className="max-w-lg"
      actions={
        <>
          <Button asChild>
            <Link to={paths.home.getHref()}>Volver al Inicio</Link>
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Recargar Página
          </Button>
        </>
      }
    >
      <h1 className="text-xl font-semibold">Ocurrió un error inesperado</h1>
      <p className="text-sm text-muted-foreground">
        Algo salió mal al mostrar esta página. Puedes volver al inicio o recargar la página.
      </p>
      <pre className="max-w-full overflow-x-auto whitespace-pre-wrap rounded-md bg-muted p-3 text-left text-xs">
        {describe(error)}
      </pre>
    </AlertScreen>
  );
}
