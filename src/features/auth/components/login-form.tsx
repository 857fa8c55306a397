// Identifier (email or username) and password; errors arrive as 'Error de Acceso' toasts from the
// sign-in mutation. The button stays disabled until both fields hold something. Two fields that show no
// message of their own are plain React state here rather than react-hook-form and ui/form: the login
// page's download is what a visitor waits for (see utils/login-schema.ts).
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth/auth-context';

import { useSignIn } from '../api/sign-in';
import { readLogin } from '../utils/login-schema';

// The reset dialog (Radix dialog and its focus and scroll locks) loads at the first click on its link, and
// stays mounted afterwards so that closing it animates and returns the focus as before.
const ForgotPasswordDialog = React.lazy(() =>
  import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const id = React.useId();
  const [identifier, setIdentifier] = React.useState('');
  const [password, setPassword] = React.useState('');
  const signIn = useSignIn();
  const { prepareSignIn } = useAuth();
  const [forgotOpen, setForgotOpen] = React.useState(false);
  const [forgotUsed, setForgotUsed] = React.useState(false);
  // After success the button keeps its busy label until the route redirects away from the form.
  const submitting = signIn.isPending || signIn.isSuccess;
  const values = readLogin({ identifier, password });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values && !submitting) signIn.mutate(values, { onSuccess });
  };

  return (
    <>
      {/* The dialog sits outside the form: its own submit would otherwise bubble (through the portal) here. */}
      {forgotUsed && (
        <React.Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
        </React.Suspense>
      )}
      <form onSubmit={submit} className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-identifier`}>Correo electrónico o usuario</Label>
          <Input
            id={`${id}-identifier`}
            name="identifier"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="tu@empresa.com o usuario"
            required
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
            onBlur={() => prepareSignIn(identifier)}
          />
        </div>
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={`${id}-password`}>Contraseña</Label>
            <button
              type="button"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => {
                setForgotUsed(true);
                setForgotOpen(true);
              }}
            >
              ¿Olvidaste tu contraseña?
            </button>
          </div>
          <Input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={submitting || !values}>
          {submitting ? 'Iniciando sesión...' : 'Iniciar Sesión'}
        </Button>
      </form>
    </>
  );
}
