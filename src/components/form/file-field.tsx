// A labelled file picker. The field holds the picked File (or `empty` when none); a caller that reads
// the file at once (a CFDI) or collects many (a bulk upload) takes them through onPick instead.
import type { FieldValues } from 'react-hook-form';

import { FileInput } from '@/components/ui/file-input';
import { FormControl } from '@/components/ui/form';

import type { KitFieldProps } from './field-shell';
import { ShellField } from './shell-field';

interface FileFieldProps<T extends FieldValues, TOut extends FieldValues> extends KitFieldProps<T, TOut> {
  /** The input's accept list (e.g. 'application/pdf,.pdf'); the schema still checks what arrives. */
  accept: string;
  multiple?: boolean;
  /** The value when nothing is picked: undefined (default) or null, as the schema expects. */
  empty?: null;
  /** Receives the picked files instead of the field. A multiple picker is emptied after each pick, so a
   *  file removed from the caller's list can be picked again. */
  onPick?: (files: File[]) => void;
}

export function FileField<T extends FieldValues, TOut extends FieldValues = T>({
  accept,
  multiple,
  disabled,
  empty,
  onPick,
  ...kit
}: FileFieldProps<T, TOut>) {
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
