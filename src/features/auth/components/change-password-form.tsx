// The password change form shared by the dialog (bulleted rule failures) and the profile pages
// (one rule message and a '¿Confirmar cambio de contraseña?' step before submitting).
import * as React from 'react';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth/auth-context';
import { passwordChangeErrors, passwordChangeErrorText } from '@/lib/errors';

import {
  passwordTexts,
  validateDialogPassword,
  validateProfilePassword,
  type PasswordRule,
} from '../utils/password-rules';

interface ChangePasswordFormProps {
  /** Forced changes do not ask for the current password. */
  forced?: boolean;
  variant: 'dialog' | 'profile';
  onDone?: () => void;
  onCancel?: () => void;
}

export function ChangePasswordForm({ forced = false, variant, onDone, onCancel }: ChangePasswordFormProps) {
  const { user, changePassword } = useAuth();
  const [current, setCurrent] = React.useState('');
  const [next, setNext] = React.useState('');
  const [confirmation, setConfirmation] = React.useState('');
  const [busy, setBusy] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const [ruleError, setRuleError] = React.useState<string | null>(null);
  const [failed, setFailed] = React.useState<PasswordRule[]>([]);
  const id = React.useId();

  const mismatch = confirmation !== '' && next !== confirmation;
  const incomplete = next === '' || confirmation === '' || (!forced && current === '');
  const disabled = incomplete || next !== confirmation || busy;

  const submit = async () => {
    setConfirmOpen(false);
    if (!user) {
      toast({
        variant: 'destructive',
        title: passwordChangeErrors.title,
        description: passwordChangeErrors.notAuthenticated,
      });
      return;
    }
    setBusy(true);
    try {
      await changePassword({ currentPassword: forced ? undefined : current, newPassword: next });
      toast({
        variant: 'success',
        title: 'Contraseña actualizada',
        description: 'Tu contraseña ha sido actualizada exitosamente.',
      });
      setCurrent('');
      setNext('');
      setConfirmation('');
      onDone?.();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: passwordChangeErrors.title,
        description: passwordChangeErrorText(error),
      });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    if (variant === 'profile') {
      const error = validateProfilePassword(next, confirmation);
      setRuleError(error);
      if (!error) setConfirmOpen(true);
      return;
    }
    const result = validateDialogPassword(next, confirmation);
    setFailed(result.ok ? [] : result.failed);
    if (result.ok) void submit();
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      {!forced && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-current`}>Contraseña actual</Label>
          <Input
            id={`${id}-current`}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-new`}>Nueva contraseña</Label>
        <Input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          aria-invalid={failed.length > 0 || ruleError !== null}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-confirm`}>Confirmar nueva contraseña</Label>
        <Input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          aria-invalid={mismatch}
        />
        {mismatch && <p className="text-sm text-destructive">{passwordTexts.dialogMismatch}</p>}
      </div>
      {ruleError && (
        <p role="alert" className="text-sm text-destructive">
          {ruleError}
        </p>
      )}
      {failed.length > 0 && (
        <div role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm">
          <p className="font-medium text-destructive">La contraseña debe incluir:</p>
          <ul className="mt-1 list-disc pl-5 text-destructive">
            {failed.map((rule) => (
              <li key={rule}>{passwordTexts.bullets[rule]}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        Mínimo 8 caracteres, con una mayúscula, una minúscula, un número y un carácter especial.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && !forced && (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
        )}
        <Button type="submit" disabled={disabled}>
          {busy ? 'Actualizando...' : 'Cambiar Contraseña'}
        </Button>
      </div>
      <AlertDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="¿Confirmar cambio de contraseña?"
        description="Usarás la nueva contraseña la próxima vez que inicies sesión."
        onConfirm={() => void submit()}
      />
    </form>
  );
}
