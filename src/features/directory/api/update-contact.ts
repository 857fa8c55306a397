// Edits a contact. A new photo is uploaded first and the old one removed only after the row points at
// the new one; 'Quitar Foto' clears the column and then removes the object. The version the form loaded
// goes with the update: a stale one is refused (StaleWriteError) and the new photo removed.
import { useMutation } from '@tanstack/react-query';

import { FileError } from '@/lib/files/file-errors';
import { throwIfStale, withVersion } from '@/lib/stale-write';
import { supabase } from '@/lib/supabase';

import { contactMessages, type ContactFormOutput } from '../utils/contact-form';
import { dropFile, uploadPhoto } from './create-contact';

export interface UpdateContactInput {
  id: string;
  /** The photo the row holds now. */
  currentPhoto: string | null;
  /** The updated_at the form loaded. */
  version: string | null;
  values: ContactFormOutput;
}

export async function updateContact({
  id,
  currentPhoto,
  version,
  values,
}: UpdateContactInput): Promise<void> {
  const uploaded = values.photo ? await uploadPhoto(values.companyId, values.photo) : null;
  const photoUrl = uploaded ?? (values.removePhoto ? null : currentPhoto);
  const { error } = await supabase
    .from('directory_entries')
    .update(
      withVersion(
        {
          employee_name: values.name,
          position: values.position,
          phone: values.phone,
          whatsapp: values.whatsapp,
          email: values.email,
          photo_url: photoUrl,
        },
        version,
      ),
    )
    .eq('id', id);
  if (error) {
    await dropFile(uploaded);
    await throwIfStale(error, 'directory_entries', id);
    throw new FileError(contactMessages.saveFailed);
  }
  if (currentPhoto && photoUrl !== currentPhoto) await dropFile(currentPhoto);
}

export const useUpdateContact = () =>
  useMutation({
    mutationFn: updateContact,
    meta: {
      writes: ['directory_entries'],
      successToast: {
        title: 'Contacto actualizado',
        description: (_data, input) =>
          `Se guardaron los cambios de ${(input as UpdateContactInput).values.name}.`,
      },
    },
  });
