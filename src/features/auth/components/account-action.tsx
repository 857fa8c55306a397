// The account-action screen (spec §2): reads mode and oobCode from the link the identity service sent.
import { Link2Off } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { actionCodeErrorText } from '@/lib/errors';
import { identity } from '@/lib/firebase';
import { toast } from '@/lib/toast';

import { ResetPasswordForm } from './reset-password-form';

export const INVALID_LINK_REDIRECT_MS = 3000;
const MODES = ['resetPassword', 'recoverEmail', 'verifyEmail'] as const;
type Mode = (typeof MODES)[number];

type State =
  | { kind: 'verifying' }
  | { kind: 'form'; email: string }
  | { kind: 'error'; message: string }
  | { kind: 'invalid' };

interface AccountActionProps {
  mode: string | null;
  oobCode: string | null;
  onGoToLogin: () => void;
}

function isMode(mode: string | null): mode is Mode {
  return (MODES as readonly string[]).includes(mode ?? '');
}

export function AccountAction({ mode, oobCode, onGoToLogin }: AccountActionProps) {
  const valid = isMode(mode) && Boolean(oobCode);
  const [state, setState] = React.useState<State>(valid ? { kind: 'verifying' } : { kind: 'invalid' });
  const handled = React.useRef<string | null>(null);
  const goRef = React.useRef(onGoToLogin);
  React.useEffect(() => {
    goRef.current = onGoToLogin;
  });

  React.useEffect(() => {
    // The screen is keyed by the link, so the initial state already says 'invalid' or 'verifying'.
    if (!isMode(mode) || !oobCode) {
      const timer = setTimeout(() => goRef.current(), INVALID_LINK_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    // A code can be applied only once: never run twice for the same link (StrictMode re-runs effects).
    if (handled.current === `${mode}:${oobCode}`) return;
    handled.current = `${mode}:${oobCode}`;
    void (async () => {
      try {
        if (mode === 'resetPassword') {
          const email = await identity.verifyPasswordResetCode(oobCode);
          setState({ kind: 'form', email });
          return;
        }
        if (mode === 'recoverEmail') await identity.checkActionCode(oobCode);
        await identity.applyActionCode(oobCode);
        toast({
          variant: 'success',
          title: mode === 'verifyEmail' ? 'Correo verificado' : 'Correo restaurado',
          description:
            mode === 'verifyEmail'
              ? 'Tu correo electrónico ha sido verificado. Ya puedes iniciar sesión.'
              : 'Se restauró tu correo electrónico anterior. Ya puedes iniciar sesión.',
        });
        goRef.current();
      } catch (error) {
        const text = actionCodeErrorText(error);
        setState({
          kind: 'error',
          message: mode === 'verifyEmail' ? `Error al verificar el correo. ${text}` : text,
        });
      }
    })();
  }, [mode, oobCode]);

  if (state.kind === 'verifying') return <LoadingBlock text="Verificando enlace..." />;

  if (state.kind === 'form' && oobCode) {
    return <ResetPasswordForm email={state.email} oobCode={oobCode} onDone={onGoToLogin} />;
  }

  if (state.kind === 'error') {
    return (
      <div role="alert" className="grid justify-items-center gap-4 text-center">
        <Link2Off className="size-10 text-destructive" aria-hidden="true" />
        <p className="text-base font-medium">{state.message}</p>
        <Button onClick={onGoToLogin}>Ir a Iniciar Sesión</Button>
      </div>
    );
  }

  return (
    <div role="alert" className="grid justify-items-center gap-4 text-center">
      <Link2Off className="size-10 text-destructive" aria-hidden="true" />
      <p className="text-base font-medium">El enlace es inválido. Solicita uno nuevo.</p>
      <p className="text-sm text-muted-foreground">Te redirigiremos al inicio de sesión en unos segundos.</p>
      <Button onClick={onGoToLogin}>Ir a Iniciar Sesión</Button>
    </div>
  );
}
