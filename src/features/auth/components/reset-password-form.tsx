// The new password of a reset link. Rule and mismatch messages come from the schema; a refused link
// (expired or used meanwhile) is the form's root error.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';

import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { actionCodeErrorText } from '@/lib/errors';

import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { resetPasswordSchema, type ResetPasswordValues } from '../utils/auth-schemas';

export const RESET_RULES_HINT =
  'Mínimo 8 caracteres, con una mayúscula, una minúscula, un número y un carácter especial (!@#$%^&*).';

interface ResetPasswordFormProps {
  email: string;
  oobCode: string;
  onDone: () => void;
}

export function ResetPasswordForm({ email, oobCode, onDone }: ResetPasswordFormProps) {
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const confirm = useConfirmPasswordReset();
  const [password, confirmation] = useWatch({ control: form.control, name: ['password', 'confirmation'] });
  const rootError = form.formState.errors.root?.message;
  // After success the button keeps its busy label until the screen goes to the login.
  const busy = confirm.isPending || confirm.isSuccess;

  const submit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync({ oobCode, password: values.password });
    } catch (error) {
      form.setError('root', { message: actionCodeErrorText(error) });
      return;
    }
    onDone();
  });

  return (
    <Form {...form}>
      <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
        <p className="text-sm text-muted-foreground">
          Elige una nueva contraseña para <span className="font-medium text-foreground">{email}</span>.
        </p>
        {/* The rules up front; a failed submit replaces them with the rule message (listed once). */}
        <TextField
          control={form.control}
          name="password"
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          description={RESET_RULES_HINT}
          hideDescriptionOnError
          alertMessage
        />
        <TextField
          control={form.control}
          name="confirmation"
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          alertMessage
        />
        {rootError && (
          <p role="alert" className="text-sm text-destructive">
            {rootError}
          </p>
        )}
        <Button type="submit" size="lg" disabled={busy || !password || !confirmation}>
          {busy ? 'Actualizando...' : 'Restablecer Contraseña'}
        </Button>
      </form>
    </Form>
  );
}
