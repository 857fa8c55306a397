import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { actionCodeErrorText } from '@/lib/errors';
import { identity } from '@/lib/firebase';

import { validateResetPassword } from '../utils/password-rules';

interface ResetPasswordFormProps {
  email: string;
  oobCode: string;
  onDone: () => void;
}

export function ResetPasswordForm({ email, oobCode, onDone }: ResetPasswordFormProps) {
  const [password, setPassword] = React.useState('');
  const [confirmation, setConfirmation] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = validateResetPassword(password, confirmation);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await identity.confirmPasswordReset(oobCode, password);
      toast({
        variant: 'success',
        title: 'Contraseña actualizada',
        description: 'Tu contraseña ha sido actualizada exitosamente.',
      });
      onDone();
    } catch (err) {
      setError(actionCodeErrorText(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <p className="text-sm text-muted-foreground">
        Elige una nueva contraseña para <span className="font-medium text-foreground">{email}</span>.
      </p>
      <div className="grid gap-2">
        <Label htmlFor="reset-new-password">Nueva contraseña</Label>
        <Input
          id="reset-new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="reset-confirm-password">Confirmar contraseña</Label>
        <Input
          id="reset-confirm-password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={busy || !password || !confirmation}>
        {busy ? 'Actualizando...' : 'Restablecer Contraseña'}
      </Button>
    </form>
  );
}
