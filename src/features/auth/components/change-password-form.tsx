// The password change form shared by the dialog (bulleted rule failures instead of the hint) and the profile pages
// (one rule message and a '¿Confirmar cambio de contraseña?' step before submitting).
import { useWatch } from 'react-hook-form';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

import { useChangePasswordForm } from '../hooks/use-change-password-form';
import type { ChangePasswordValues } from '../utils/auth-schemas';
import { failedPasswordRules, passwordTexts } from '../utils/password-rules';
import { RuleFailures } from './rule-failures';

interface ChangePasswordFormProps {
  /** Forced changes do not ask for the current password. */
  forced?: boolean;
  variant: 'dialog' | 'profile';
  onDone?: () => void;
  onCancel?: () => void;
}

const labels: Record<keyof ChangePasswordValues, string> = {
  current: 'Contraseña actual',
  next: 'Nueva contraseña',
  confirmation: 'Confirmar nueva contraseña',
};

export function ChangePasswordForm({ forced = false, variant, onDone, onCancel }: ChangePasswordFormProps) {
  const { form, submit, confirm, confirmOpen, setConfirmOpen, mismatch, disabled, busy } =
    useChangePasswordForm({ variant, forced, onDone });
  const next = useWatch({ control: form.control, name: 'next' });
  const bullets = variant === 'dialog';
  // The rules are listed once: the short hint up front, replaced by the failed ones after a submit.
  const failing =
    bullets && form.formState.errors.next !== undefined && failedPasswordRules(next, 'wide').length > 0;

  const field = (name: keyof ChangePasswordValues, liveMessage?: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field: props, fieldState }) => (
        <FormItem>
          <FormLabel>{labels[name]}</FormLabel>
          <FormControl>
            <Input
              type="password"
              autoComplete={name === 'current' ? 'current-password' : 'new-password'}
              {...props}
              aria-invalid={Boolean(fieldState.error) || Boolean(liveMessage)}
            />
          </FormControl>
          {/* The dialog lists the failed rules below instead of one message under the field. */}
          {!(bullets && name === 'next') && (
            <FormMessage role={name === 'confirmation' ? undefined : 'alert'}>{liveMessage}</FormMessage>
          )}
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!disabled) void submit(event);
        }}
        className="grid gap-4"
        noValidate
      >
        {!forced && field('current')}
        {field('next')}
        {field('confirmation', mismatch ? passwordTexts.dialogMismatch : undefined)}
        {failing ? (
          <RuleFailures password={next} />
        ) : (
          <p className="text-xs text-muted-foreground">
            Mínimo 8 caracteres, con una mayúscula, una minúscula, un número y un carácter especial.
          </p>
        )}
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
          onConfirm={confirm}
        />
      </form>
    </Form>
  );
}
