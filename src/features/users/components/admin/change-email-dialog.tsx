// 'Cambiar Correo': the new sign-in e-mail of a user, changed in the Firebase account and the profile
// together by the server. A taken or malformed address is shown under the field.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { errorMessage } from '@/lib/errors';

import { useChangeUserEmail } from '../../api/account-lifecycle';
import { UserFieldError } from '../../api/create-user';
import type { AdminUser } from '../../api/get-users-page';
import { userMessages } from '../../utils/user-form';

const texts = {
  title: 'Cambiar Correo',
  description: (email: string) => `${email} iniciará sesión con el correo nuevo; su contraseña no cambia.`,
  label: 'Correo electrónico nuevo',
  save: 'Cambiar Correo',
  same: 'El correo nuevo es igual al actual.',
} as const;

export function ChangeEmailDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const schema = z.object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email(userMessages.email))
      .refine((email) => email !== user.email, texts.same),
  });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });
  const change = useChangeUserEmail();
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await change.mutateAsync({ id: user.id, email });
      onClose();
    } catch (error) {
      if (error instanceof UserFieldError) form.setError('email', { message: error.message });
      else form.setError('root', { message: errorMessage(error) });
    }
  });
  return (
    <FormDialog
      onClose={onClose}
      title={texts.title}
      description={texts.description(user.email)}
      state={{ form, submit, isPending: change.isPending }}
      submitLabel={texts.save}
      className="sm:max-w-md"
    >
      <TextField control={form.control} name="email" label={texts.label} type="email" autoComplete="off" />
    </FormDialog>
  );
}
