// The user dialog's form: create or edit. A taken e-mail/username/CURP is shown under its field; any
// other failure (the last-admin guard, the network) as the form's root error. Changing the role of an
// existing user waits for a confirmation (`pendingRoleChange`) before anything is saved. An edit sends
// the version it loaded; a stale one becomes the dialog's conflict block (useStaleWrite).
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';

import { useNewId } from '@/components/form/use-new-id';
import { useStaleWrite } from '@/components/form/use-stale-write';
import { errorMessage } from '@/lib/errors';

import { UserFieldError, useCreateUser, type CreateUserResult } from '../api/create-user';
import type { AdminUser } from '../api/get-users-page';
import { useUpdateUser } from '../api/update-user';
import {
  userDefaults,
  userSchema,
  userToForm,
  type UserFormInput,
  type UserFormOutput,
} from '../utils/user-form';

interface Options {
  user: AdminUser | null;
  defaultCompanyId: string;
  onCreated: (result: CreateUserResult) => void;
  onSaved: () => void;
}

export function useUserForm({ user, defaultCompanyId, onCreated, onSaved }: Options) {
  const form = useForm<UserFormInput, unknown, UserFormOutput>({
    resolver: zodResolver(userSchema),
    mode: 'onBlur',
    defaultValues: user ? userToForm(user) : userDefaults(defaultCompanyId),
  });
  const staleWrite = useStaleWrite({
    form,
    version: user?.updated_at,
    storedValues: (row: Parameters<typeof userToForm>[0]) => userToForm(row),
  });
  const create = useCreateUser();
  const requestId = useNewId(undefined, user);
  const update = useUpdateUser();
  const [pendingRoleChange, setPendingRoleChange] = React.useState<UserFormOutput | null>(null);

  const fail = (error: unknown) => {
    if (staleWrite.catch(error)) return;
    if (error instanceof UserFieldError) form.setError(error.clash.field, { message: error.message });
    else form.setError('root', { message: errorMessage(error) });
  };

  const save = async (values: UserFormOutput) => {
    try {
      if (user) {
        await update.mutateAsync({ id: user.id, user: values, version: staleWrite.version() });
        onSaved();
      } else {
        const created = await create.mutateAsync({ ...values, requestId: requestId.current() });
        requestId.renew();
        onCreated(created);
      }
    } catch (error) {
      fail(error);
    } finally {
      // The confirmation (if any) stays up, busy, until the answer: the form below then shows it.
      setPendingRoleChange(null);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    if (user && values.role !== user.role) setPendingRoleChange(values);
    else await save(values);
  });

  return {
    form,
    submit,
    staleWrite,
    pendingRoleChange,
    confirmRoleChange: () => pendingRoleChange && void save(pendingRoleChange),
    cancelRoleChange: () => setPendingRoleChange(null),
    isPending: create.isPending || update.isPending,
  };
}
