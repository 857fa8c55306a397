import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth/auth-context';
import { loginErrors, loginErrorText } from '@/lib/errors';

import { ForgotPasswordDialog } from './forgot-password-dialog';

/** Identifier (email or username) and password; errors as 'Error de Acceso' toasts (spec §8). */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { signIn } = useAuth();
  const [identifier, setIdentifier] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [submitting, setSubmitting] = React.useState(false);
  const [forgotOpen, setForgotOpen] = React.useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!identifier.trim() || !password) return;
    setSubmitting(true);
    try {
      await signIn(identifier, password);
      onSuccess();
    } catch (error) {
      toast({ variant: 'destructive', title: loginErrors.title, description: loginErrorText(error) });
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor="login-identifier">Correo electrónico o usuario</Label>
        <Input
          id="login-identifier"
          name="identifier"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="tu@empresa.com o usuario"
          required
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="login-password">Contraseña</Label>
          <button
            type="button"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => setForgotOpen(true)}
          >
            ¿Olvidaste tu contraseña?
          </button>
        </div>
        <Input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={submitting || !identifier.trim() || !password}
      >
        {submitting ? 'Iniciando sesión...' : 'Iniciar Sesión'}
      </Button>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </form>
  );
}
