// The contact's photo: the current one (if any) with 'Quitar foto', and a picker for a new one. The
// type and size rules are the schema's, so a wrong file is named before anything is uploaded.
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';

import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
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
          <FormField
            control={control}
            name="removePhoto"
            render={({ field }) => (
              <FormItem className="flex items-center gap-2 space-y-0">
                <FormControl>
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />
                </FormControl>
                <FormLabel className="font-normal">Quitar foto</FormLabel>
              </FormItem>
            )}
          />
        </div>
      )}
      <FormField
        control={control}
        name="photo"
        render={({ field: { onChange, onBlur, name: fieldName, ref } }) => (
          <FormItem>
            <FormLabel>{current ? 'Nueva foto (opcional)' : 'Foto (opcional)'}</FormLabel>
            <FormControl>
              <Input
                type="file"
                accept={PHOTO_TYPES.join(',')}
                name={fieldName}
                ref={ref}
                onBlur={onBlur}
                onChange={(e) => onChange(e.target.files?.[0])}
              />
            </FormControl>
            <FormDescription>PNG, JPEG o WebP de hasta {formatMegabytes(PHOTO_MAX_BYTES)}.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
