// The contact dialog's form: react-hook-form with the zod schema; a failed save (photo refused by
// Storage, insert or update refused) is the form's root error, cleared by the next change.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { errorMessage } from '@/lib/errors';

import { useCreateContact } from '../api/create-contact';
import type { AdminContact } from '../api/get-contacts-page';
import { useUpdateContact } from '../api/update-contact';
import {
  contactDefaults,
  contactSchema,
  type ContactFormInput,
  type ContactFormOutput,
} from '../utils/contact-form';

export function useContactForm(contact: AdminContact | null, scope: string, onDone: () => void) {
  const form = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: zodResolver(contactSchema),
    defaultValues: contactDefaults(contact, scope),
  });
  const create = useCreateContact();
  const update = useUpdateContact();

  const values = useWatch({ control: form.control });
  const { clearErrors } = form;
  React.useEffect(() => clearErrors('root'), [values, clearErrors]);

  const submit = form.handleSubmit(async (output) => {
    try {
      if (contact)
        await update.mutateAsync({ id: contact.id, currentPhoto: contact.photo_url, values: output });
      else await create.mutateAsync(output);
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
      return;
    }
    onDone();
  });

  return { form, submit, isPending: create.isPending || update.isPending };
}
