// State of the change-password form: the schema of its variant, the live mismatch notice, when submit
// is allowed, and the profile pages' '¿Confirmar cambio de contraseña?' step before the mutation runs.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { useChangePassword } from '../api/change-password';
import { changePasswordSchema, emptyPasswordChange, type ChangePasswordValues } from '../utils/auth-schemas';

interface Options {
  variant: 'dialog' | 'profile';
  forced: boolean;
  onDone?: () => void;
}

export function useChangePasswordForm({ variant, forced, onDone }: Options) {
  const schema = React.useMemo(() => changePasswordSchema(variant, forced), [variant, forced]);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyPasswordChange,
  });
  const change = useChangePassword();
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const [current, next, confirmation] = useWatch({
    control: form.control,
    name: ['current', 'next', 'confirmation'],
  });

  // The mismatch shows while typing, before any submit; the button waits for matching, filled fields.
  const mismatch = confirmation !== '' && next !== confirmation;
  const incomplete = next === '' || confirmation === '' || (!forced && current === '');
  const disabled = incomplete || next !== confirmation || change.isPending;

  const run = (values: ChangePasswordValues) => {
    setConfirmOpen(false);
    change.mutate(
      { currentPassword: forced ? undefined : values.current, newPassword: values.next },
      {
        onSuccess: () => {
          form.reset(emptyPasswordChange);
          onDone?.();
        },
      },
    );
  };

  const submit = form.handleSubmit((values) => {
    if (variant === 'profile') setConfirmOpen(true);
    else run(values);
  });

  const confirm = () => run(form.getValues());

  return { form, submit, confirm, confirmOpen, setConfirmOpen, mismatch, disabled, busy: change.isPending };
}
