// 'Restablecer Contraseña': asks for the email and sends the reset link; both outcomes are toasts from
// the mutation, and a sent link clears the field and closes the dialog.
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useFormDialog } from '@/components/form/use-form-dialog';

import { useSendResetEmail } from '../api/send-reset-email';
import { forgotPasswordSchema } from '../utils/auth-schemas';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  const send = useSendResetEmail();
  const { form, submit } = useFormDialog({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    save: ({ email }) => send.mutateAsync(email),
    onDone: ({ reset }) => {
      reset();
      onOpenChange(false);
    },
    // A failure is the mutation's error toast; the dialog stays open to try again.
    toastsErrors: true,
  });
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Restablecer Contraseña"
      description="Ingresa tu correo electrónico y te enviaremos un enlace para restablecer tu contraseña."
      state={{ form, submit, isPending: send.isPending }}
      submitLabel="Enviar Enlace"
      busyLabel="Enviando..."
      className="max-w-md"
    >
      <TextField
        control={form.control}
        name="email"
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        alertMessage
      />
    </FormDialog>
  );
}
