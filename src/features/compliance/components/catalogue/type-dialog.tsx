// 'Nuevo Tipo de Documento' / 'Editar Tipo de Documento'. A code already used is shown under its field;
// any other refusal of the server (its Spanish check messages) above the buttons.
import { FormDialog } from '@/components/form/form-dialog';
import { useFormDialog } from '@/components/form/use-form-dialog';

import { TypeCodeTakenError, useCreateDocumentType } from '../../api/create-document-type';
import { useUpdateDocumentType } from '../../api/update-document-type';
import { typeDefaults, typeSchema } from '../../utils/type-form';
import type { CompanyChoice } from './company-checklist';
import { TypeFields } from './type-fields';
import type { CatalogueRow } from './use-catalogue-page';

const texts = {
  createTitle: 'Nuevo Tipo de Documento',
  editTitle: 'Editar Tipo de Documento',
  description:
    'Periodicidad, fecha límite, vigencia y a quién se exige. Los cambios aplican a todo el portal.',
  save: 'Guardar',
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
  const { form, submit, staleWrite } = useFormDialog({
    schema: typeSchema,
    defaultValues: editing ? typeDefaults(editing, editing.companyIds) : typeDefaults(null),
    open: type !== null,
    resetKey: type,
    version: editing?.updated_at,
    // The companies live in their own table: the conflict compares the type's own columns.
    storedValues: (row: CatalogueRow) => typeDefaults(row, editing?.companyIds),
    save: (values, { version, newId }) =>
      editing
        ? update.mutateAsync({ id: editing.id, version, values })
        : create.mutateAsync({ ...values, id: newId }),
    onDone: onClose,
    fieldError: (error, { setError }) => {
      if (!(error instanceof TypeCodeTakenError)) return false;
      setError('code', { message: error.message });
      return true;
    },
  });

  return (
    <FormDialog
      open={type !== null}
      onClose={onClose}
      title={editing ? texts.editTitle : texts.createTitle}
      description={texts.description}
      state={{ form, submit, isPending: pending, staleWrite }}
      submitLabel={texts.save}
      className="max-h-[95vh] sm:max-w-2xl"
    >
      <TypeFields companies={companies} />
    </FormDialog>
  );
}
