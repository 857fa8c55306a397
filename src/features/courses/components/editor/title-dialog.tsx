// A one-field dialog (the module's title): new or rename.
import { z } from 'zod';

import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useFormDialog } from '@/components/form/use-form-dialog';

const schema = z.object({ title: z.string().trim().min(1, 'Ingresa el título del módulo.') });

interface TitleDialogProps {
  open: boolean;
  heading: string;
  description: string;
  label: string;
  initialTitle: string;
  busy: boolean;
  onClose: () => void;
  onSave: (title: string) => Promise<void>;
}

export function TitleDialog({
  open,
  heading,
  description,
  label,
  initialTitle,
  busy,
  onClose,
  onSave,
}: TitleDialogProps) {
  const { form, submit } = useFormDialog({
    schema,
    defaultValues: { title: initialTitle },
    open,
    resetKey: initialTitle,
    save: ({ title }) => onSave(title),
    onDone: onClose,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={heading}
      description={description}
      form={form}
      onSubmit={submit}
      busy={busy}
      submitLabel="Guardar"
    >
      <TextField control={form.control} name="title" label={label} />
    </FormDialog>
  );
}
