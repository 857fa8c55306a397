// A one-field dialog (the module's title): new or rename.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/errors';

import { FormRootError } from '../form-root-error';

const schema = z.object({ title: z.string().trim().min(1, 'Ingresa el título del módulo.') });
type Values = z.infer<typeof schema>;

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
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { title: initialTitle } });
  const { reset } = form;
  React.useEffect(() => {
    if (open) reset({ title: initialTitle });
  }, [open, initialTitle, reset]);

  const submit = form.handleSubmit(async ({ title }) => {
    try {
      await onSave(title);
      onClose();
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{heading}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <TextField control={form.control} name="title" label={label} />
            <FormRootError message={form.formState.errors.root?.message} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
                Cancelar
              </Button>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {busy ? 'Guardando...' : 'Guardar'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
