// Sign-in by email or username. A failure reaches the person as the 'Error de Acceso' toast, through the
// query client; success needs no notice, the login route redirects once the profile has loaded.
import { useMutation } from '@tanstack/react-query';

import { useAuth } from '@/lib/auth/auth-context';
import { loginErrors, loginErrorText } from '@/lib/errors';

import type { LoginValues } from '../utils/login-schema';

export function useSignIn() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: ({ identifier, password }: LoginValues) => signIn(identifier, password),
    meta: { writes: [], errorToast: { title: loginErrors.title, description: loginErrorText } },
  });
}
