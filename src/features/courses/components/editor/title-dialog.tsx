// A one-field dialog (the module's title): new or rename.
import { z } from 'zod';

import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useFormDialog, type SaveContext } from '@/components/form/use-form-dialog';

const schema = z.object({ title: z.string().trim().min(1, 'Ingresa el título del módulo.') });

interface TitleDialogProps {
  open: boolean;
  heading: string;
  description: string;
  label: string;
  initialTitle: string;
  /** The updated_at of the row being renamed (absent for a new one). */
  version?: string | null;
  busy: boolean;
  onClose: () => void;
  onSave: (title: string, context: SaveContext) => Promise<void>;
}

export function TitleDialog({
  open,
  heading,
  description,
  label,
  initialTitle,
  version,
  busy,
  onClose,
  onSave,
}: TitleDialogProps) {
  const { form, submit, staleWrite } = useFormDialog({
    schema,
    defaultValues: { title: initialTitle },
    open,
    resetKey: initialTitle,
    version,
    storedValues: (row: { title: string }) => ({ title: row.title }),
    save: ({ title }, context) => onSave(title, context),
    onDone: onClose,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={heading}
      description={description}
      state={{ form, submit, isPending: busy, staleWrite }}
    >
      <TextField control={form.control} name="title" label={label} />
    </FormDialog>
  );
}
