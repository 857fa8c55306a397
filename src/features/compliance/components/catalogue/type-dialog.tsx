// 'Nuevo tipo de documento' / 'Editar tipo de documento'. A code already used is shown under its field;
// any other refusal of the server (its Spanish check messages) above the buttons.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';

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

import { TypeCodeTakenError, useCreateDocumentType } from '../../api/create-document-type';
import { useUpdateDocumentType } from '../../api/update-document-type';
import { typeDefaults, typeSchema, type TypeFormInput, type TypeFormOutput } from '../../utils/type-form';
import type { CompanyChoice } from './company-checklist';
import { TypeFields } from './type-fields';
import type { CatalogueRow } from './use-catalogue-page';

const texts = {
  createTitle: 'Nuevo tipo de documento',
  editTitle: 'Editar tipo de documento',
  description:
    'Periodicidad, fecha límite, vigencia y a quién se exige. Los cambios aplican a todo el portal.',
  save: 'Guardar',
  saving: 'Guardando...',
  cancel: 'Cancelar',
} as const;

interface TypeDialogProps {
  /** null: closed; 'new': create; a row: edit it. */
  type: CatalogueRow | 'new' | null;
  companies: CompanyChoice[];
  onClose: () => void;
}

export function TypeDialog({ type, companies, onClose }: TypeDialogProps) {
  const create = useCreateDocumentType();
  const update = useUpdateDocumentType();
  const pending = create.isPending || update.isPending;
  const editing = type !== null && type !== 'new' ? type : null;
  const form = useForm<TypeFormInput, unknown, TypeFormOutput>({
    resolver: zodResolver(typeSchema),
    defaultValues: typeDefaults(null),
  });
  const { reset } = form;
  React.useEffect(() => {
    if (type === 'new') reset(typeDefaults(null));
    else if (type) reset(typeDefaults(type, type.companyIds));
  }, [type, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, values });
      else await create.mutateAsync(values);
    } catch (error) {
      if (error instanceof TypeCodeTakenError) form.setError('code', { message: error.message });
      else form.setError('root', { message: errorMessage(error) });
      return;
    }
    onClose();
  });

  const rootError = form.formState.errors.root?.message;
  return (
    <Dialog open={type !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-h-[95vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? texts.editTitle : texts.createTitle}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <TypeFields companies={companies} />
            {rootError && (
              <p
                role="alert"
                className="rounded-md border border-destructive/50 p-3 text-sm text-destructive"
              >
                {rootError}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
                {texts.cancel}
              </Button>
              <Button type="submit" disabled={pending} aria-busy={pending}>
                {pending ? texts.saving : texts.save}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
