// 'Asignar Curso': to a collaborator (active ones, searched on the server by name or email) or to a company,
// with an optional due date.
import * as React from 'react';
import { useWatch } from 'react-hook-form';

import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
import { FormRootError } from '@/components/form/form-root-error';
import { SelectField } from '@/components/form/select-field';
import { DateField } from '@/components/form/text-field';
import { useFormDialog } from '@/components/form/use-form-dialog';
import { SubmitButton } from '@/components/submit-button';
import { Form, FormField } from '@/components/ui/form';

import { useCreateAssignment } from '../../api/assignments';
import { assignmentSchema, emptyAssignmentForm } from '../../utils/assignment-form';
import { CollaboratorPicker, collaboratorLabel } from './collaborator-picker';

const targetOptions = [
  { value: 'collaborator', label: 'Un colaborador' },
  { value: 'company', label: 'Una empresa (todos sus colaboradores)' },
];

interface AssignmentFormProps {
  courseId: string;
  companies: CompanyChoice[];
}

export function AssignmentForm({ courseId, companies }: AssignmentFormProps) {
  const create = useCreateAssignment();
  // The chosen collaborator's name for the messages (the picker only lists the current search's matches).
  const [collaboratorName, setCollaboratorName] = React.useState('');
  const { form, submit } = useFormDialog({
    schema: assignmentSchema,
    defaultValues: emptyAssignmentForm,
    save: async (values) => {
      const targetName = values.profileId
        ? collaboratorName
        : (companies.find((c) => c.id === values.companyId)?.name ?? '');
      await create.mutateAsync({ ...values, courseId, targetName });
    },
    onDone: ({ reset, getValues }) => reset({ ...emptyAssignmentForm, target: getValues('target') }),
  });
  const target = useWatch({ control: form.control, name: 'target' });

  return (
    <Form {...form}>
      <form
        className="grid gap-4 rounded-lg border bg-card p-4"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label="Asignar Curso"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField control={form.control} name="target" label="Asignar a" options={targetOptions} />
          {target === 'company' ? (
            <CompanyField control={form.control} name="companyId" companies={companies} />
          ) : (
            <FormField
              control={form.control}
              name="profileId"
              render={({ field }) => (
                <CollaboratorPicker
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(collaborator) => {
                    setCollaboratorName(collaboratorLabel(collaborator));
                    field.onChange(collaborator.id);
                  }}
                />
              )}
            />
          )}
          <DateField control={form.control} name="dueDate" label="Fecha límite (opcional)" />
        </div>
        <FormRootError message={form.formState.errors.root?.message} />
        <SubmitButton busy={create.isPending} label="Asignar" busyLabel="Asignando..." />
      </form>
    </Form>
  );
}
