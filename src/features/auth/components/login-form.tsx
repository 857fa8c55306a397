// Identifier (email or username) and password; errors arrive as 'Error de Acceso' toasts from the
// sign-in mutation. The button stays disabled until both fields hold something.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

import { useSignIn } from '../api/sign-in';
import { loginSchema, type LoginValues } from '../utils/login-schema';

// The reset dialog (Radix dialog and its focus and scroll locks) loads at the first click on its link, and
// stays mounted afterwards so that closing it animates and returns the focus as before.
const ForgotPasswordDialog = React.lazy(() =>
  import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const signIn = useSignIn();
  const [forgotOpen, setForgotOpen] = React.useState(false);
  const [forgotUsed, setForgotUsed] = React.useState(false);
  const [identifier, password] = useWatch({ control: form.control, name: ['identifier', 'password'] });
  // After success the button keeps its busy label until the route redirects away from the form.
  const submitting = signIn.isPending || signIn.isSuccess;

  const submit = form.handleSubmit((values) => signIn.mutate(values, { onSuccess }));

  return (
    <Form {...form}>
      {/* The dialog sits outside the form: its own submit would otherwise bubble (through the portal) here. */}
      {forgotUsed && (
        <React.Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
        </React.Suspense>
      )}
      <form onSubmit={(e) => void submit(e)} className="grid gap-5">
        <FormField
          control={form.control}
          name="identifier"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Correo electrónico o usuario</FormLabel>
              <FormControl>
                <Input
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="tu@empresa.com o usuario"
                  required
                  {...field}
                />
              </FormControl>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-center justify-between gap-2">
                <FormLabel>Contraseña</FormLabel>
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
              <FormControl>
                <Input type="password" autoComplete="current-password" required {...field} />
              </FormControl>
            </FormItem>
          )}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={submitting || !identifier.trim() || !password}
        >
          {submitting ? 'Iniciando sesión...' : 'Iniciar Sesión'}
        </Button>
      </form>
    </Form>
  );
}
