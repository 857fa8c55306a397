// A new contact: the photo (if any) goes to the public photos bucket under `<company_id>/`, then the row;
// if the insert fails the uploaded photo is removed so nothing stays half-saved. The row's id comes from
// the form: a retry of a creation that went through uploads nothing more and inserts nothing.
import { useMutation } from '@tanstack/react-query';

import { FileError } from '@/lib/files/file-errors';
import { removeFile } from '@/lib/files/remove-file';
import { uploadFile } from '@/lib/files/upload-file';
import { insertOnce, rowExists } from '@/lib/insert-once';

import { contactMessages, photoName, type ContactFormOutput } from '../utils/contact-form';

export async function uploadPhoto(companyId: string, photo: File): Promise<string> {
  return uploadFile({ bucket: 'photos', folder: companyId, file: photo, name: photoName(photo) });
}

export const dropFile = (reference: string | null) =>
  reference
    ? removeFile(reference).catch((cause: unknown) => console.warn('No se pudo borrar la foto', cause))
    : Promise.resolve();

export async function createContact({ id, ...input }: ContactFormOutput & { id: string }): Promise<void> {
  if (await rowExists('directory_entries', id)) return;
  const photoUrl = input.photo ? await uploadPhoto(input.companyId, input.photo) : null;
  const { error } = await insertOnce('directory_entries', {
    id,
    company_id: input.companyId,
    employee_name: input.name,
    position: input.position,
    phone: input.phone,
    whatsapp: input.whatsapp,
    email: input.email,
    photo_url: photoUrl,
  });
  if (error) {
    await dropFile(photoUrl);
    throw new FileError(contactMessages.saveFailed);
  }
}

export const useCreateContact = () =>
  useMutation({
    mutationFn: createContact,
    meta: {
      writes: ['directory_entries'],
      successToast: {
        title: 'Contacto agregado',
        description: (_data, input) => `${(input as ContactFormOutput).name} ya aparece en el directorio.`,
      },
    },
  });
