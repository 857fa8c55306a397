// The row goes first (a contact whose photo is gone would show a broken image), then its photo (left
// behind, the storage sweep removes it).
import { useMutation } from '@tanstack/react-query';

import { discardFile } from '@/lib/files/remove-file';
import { supabase } from '@/lib/supabase';

type ContactRef = { id: string; employee_name: string; photo_url: string | null };

export async function deleteContact(contact: ContactRef): Promise<void> {
  const { error } = await supabase.from('directory_entries').delete().eq('id', contact.id);
  if (error) throw error;
  if (contact.photo_url) await discardFile(contact.photo_url);
}

export const useDeleteContact = () =>
  useMutation({
    mutationFn: deleteContact,
    meta: {
      writes: ['directory_entries'],
      successToast: {
        title: 'Contacto eliminado',
        description: (_data, contact) => (contact as ContactRef).employee_name,
      },
      errorToast: { title: 'Error', description: 'No se pudo eliminar el contacto. Inténtalo de nuevo.' },
    },
  });
