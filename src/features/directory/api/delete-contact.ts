// A contact's photo is removed after its row (a contact whose photo is gone would show a broken image).
import { useMutation } from '@tanstack/react-query';

import { rowDeleteMutation } from '@/lib/query/delete-row';
import type { Tables } from '@/types/database';

type ContactRef = Pick<Tables<'directory_entries'>, 'id' | 'employee_name' | 'photo_url'>;

const contactDelete = rowDeleteMutation<ContactRef>({
  table: 'directory_entries',
  files: (contact) => [contact.photo_url],
  deleted: 'Contacto eliminado',
  name: (contact) => contact.employee_name,
  failed: 'No se pudo eliminar el contacto. Inténtalo de nuevo.',
});

export const deleteContact = contactDelete.mutationFn;

export const useDeleteContact = () => useMutation(contactDelete);
