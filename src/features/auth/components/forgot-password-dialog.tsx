import * as React from 'react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { resetRequestErrorText, resetRequestTexts } from '@/lib/errors';
import { identity } from '@/lib/firebase';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  const [email, setEmail] = React.useState('');
  const [sending, setSending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(resetRequestTexts.emailRequired);
      return;
    }
    setError(null);
    setSending(true);
    try {
      // On the local stack the emulator's link continues to this app's own account-action screen.
      const continueUrl = env.localStack
        ? `${window.location.origin}${paths.resetPassword.getHref()}`
        : undefined;
      await identity.sendPasswordResetEmail(address, continueUrl);
      toast({ variant: 'success', title: 'Correo enviado', description: resetRequestTexts.success });
      setEmail('');
      onOpenChange(false);
    } catch (err) {
      toast({ variant: 'destructive', title: 'Error', description: resetRequestErrorText(err) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Restablecer contraseña</DialogTitle>
          <DialogDescription>
            Ingresa tu correo electrónico y te enviaremos un enlace para restablecer tu contraseña.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor="reset-email">Correo electrónico</Label>
            <Input
              id="reset-email"
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={error !== null}
              aria-describedby={error ? 'reset-email-error' : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            {error && (
              <p id="reset-email-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={sending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? 'Enviando...' : 'Enviar Enlace'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
