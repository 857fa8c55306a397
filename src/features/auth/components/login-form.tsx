// Identifier (email or username) and password. A refusal shows in an alert under the fields, beside the
// spec's 'Error de Acceso' toast from the sign-in mutation, until the person edits a field. The button
// stays disabled until both fields hold something, and a hint tied to it says what is missing. Two fields that show no
// message of their own are plain React state here rather than react-hook-form and ui/form: the login
// page's download is what a visitor waits for (see utils/login-schema.ts).
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth/auth-context';
import { loginErrorText } from '@/lib/errors';

import { useSignIn } from '../api/sign-in';
import { readLogin } from '../utils/login-schema';

// The reset dialog (Radix dialog and its focus and scroll locks) loads at the first click on its link, and
// stays mounted afterwards so that closing it animates and returns the focus as before.
const ForgotPasswordDialog = React.lazy(() =>
  import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

export const loginHints = {
  both: 'Escribe tu correo o usuario y tu contraseña para continuar.',
  identifier: 'Escribe tu correo o usuario para continuar.',
  password: 'Escribe tu contraseña para continuar.',
} as const;

function missingHint(identifier: string, password: string): string {
  if (!identifier.trim()) return password ? loginHints.identifier : loginHints.both;
  return loginHints.password;
}

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
  const hint = !values && !submitting ? missingHint(identifier, password) : null;
  const failure = signIn.isError ? loginErrorText(signIn.error) : null;
  const edit = (set: (value: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    if (signIn.isError) signIn.reset();
  };

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
            onChange={edit(setIdentifier)}
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
            onChange={edit(setPassword)}
          />
        </div>
        {failure && (
          <p
            role="alert"
            className="rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm text-destructive"
          >
            {failure}
          </p>
        )}
        <div className="grid gap-2">
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={submitting || !values}
            aria-describedby={hint ? `${id}-hint` : undefined}
          >
            {submitting ? 'Iniciando sesión...' : 'Iniciar Sesión'}
          </Button>
          {hint && (
            <p id={`${id}-hint`} className="text-center text-sm text-muted-foreground">
              {hint}
            </p>
          )}
        </div>
      </form>
    </>
  );
}
