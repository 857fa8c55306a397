// The contact dialog's form: a failed save (photo refused by Storage, insert or update refused) is the
// form's root error, cleared by the next change.
import { useFormDialog } from '@/components/form/use-form-dialog';

import { useCreateContact } from '../api/create-contact';
import type { AdminContact } from '../api/get-contacts-page';
import { useUpdateContact } from '../api/update-contact';
import { contactDefaults, contactSchema } from '../utils/contact-form';

export function useContactForm(contact: AdminContact | null, scope: string, onDone: () => void) {
  const create = useCreateContact();
  const update = useUpdateContact();
  const { form, submit, staleWrite } = useFormDialog({
    schema: contactSchema,
    defaultValues: contactDefaults(contact, scope),
    version: contact?.updated_at,
    storedValues: (row: AdminContact) => contactDefaults(row, scope),
    save: (values, { version, newId }) =>
      contact
        ? update.mutateAsync({ id: contact.id, currentPhoto: contact.photo_url, version, values })
        : create.mutateAsync({ ...values, id: newId }),
    onDone,
  });
  return { form, submit, staleWrite, isPending: create.isPending || update.isPending };
}
