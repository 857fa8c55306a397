// A labelled file picker. The field holds the picked File (or `empty` when none); a caller that reads
// the file at once (a CFDI) or collects many (a bulk upload) takes them through onPick instead. Every
// picked file is checked as it is chosen (useFileCheck: its content, size and the bucket's limits).
import type { FieldValues } from 'react-hook-form';

import { FileInput } from '@/components/ui/file-input';
import { FormControl } from '@/components/ui/form';
import type { BucketId } from '@/lib/files/buckets';

import type { KitFieldProps } from './field-shell';
import { ShellField } from './shell-field';
import { useFileCheck } from './use-file-check';

interface FileFieldProps<T extends FieldValues, TOut extends FieldValues> extends KitFieldProps<T, TOut> {
  /** The input's accept list (e.g. 'application/pdf,.pdf'); the schema still checks what arrives. */
  accept: string;
  /** The Storage bucket the file goes to: its size limit and types are checked when a file is chosen. */
  bucket?: BucketId;
  multiple?: boolean;
  /** The value when nothing is picked: undefined (default) or null, as the schema expects. */
  empty?: null;
  /** Receives the picked files instead of the field. A multiple picker is emptied after each pick, so a
   *  file removed from the caller's list can be picked again. */
  onPick?: (files: File[]) => void;
}

export function FileField<T extends FieldValues, TOut extends FieldValues = T>({
  accept,
  bucket,
  multiple,
  disabled,
  empty,
  onPick,
  ...kit
}: FileFieldProps<T, TOut>) {
  const check = useFileCheck<T>(kit.name, { bucket, accept });
  return (
    <ShellField
      {...kit}
      render={(field) => (
        <FormControl>
          <FileInput
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              check(files);
              if (!onPick) return field.onChange(files[0] ?? empty);
              onPick(files);
              if (multiple) e.target.value = '';
            }}
          />
        </FormControl>
      )}
    />
  );
}
