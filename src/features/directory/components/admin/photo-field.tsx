// The contact's photo: the current one (if any) with 'Quitar Foto', and a picker for a new one. The
// type and size rules are the schema's, so a wrong file is named before anything is uploaded.
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';

import { CheckboxField } from '@/components/form/checkbox-field';
import { FileField } from '@/components/form/file-field';
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import { formatMegabytes } from '@/lib/files/buckets';
import { getPhotoUrl } from '@/lib/files/get-photo-url';

import {
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  type ContactFormInput,
  type ContactFormOutput,
} from '../../utils/contact-form';

interface PhotoFieldProps {
  control: Control<ContactFormInput, unknown, ContactFormOutput>;
  currentPhoto: string | null;
  name: string;
}

export function PhotoField({ control, currentPhoto, name }: PhotoFieldProps) {
  const current = getPhotoUrl(currentPhoto);
  const removing = useWatch({ control, name: 'removePhoto' });
  return (
    <div className="grid gap-3">
      {current && (
        <div className="flex items-center gap-3">
          <Avatar className="size-12">
            {!removing && <AvatarImage src={current} alt={`Foto actual de ${name}`} />}
            <AvatarFallback aria-hidden="true">{initials(name)}</AvatarFallback>
          </Avatar>
          <CheckboxField control={control} name="removePhoto" label="Quitar Foto" />
        </div>
      )}
      <FileField
        control={control}
        name="photo"
        label={current ? 'Nueva foto (opcional)' : 'Foto (opcional)'}
        accept={PHOTO_TYPES.join(',')}
        bucket="photos"
        description={`PNG, JPEG o WebP de hasta ${formatMegabytes(PHOTO_MAX_BYTES)}.`}
      />
    </div>
  );
}
