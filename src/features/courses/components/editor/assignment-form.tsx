// 'Asignar curso': to a collaborator (active ones, searched on the server by name or email) or to a company,
// with an optional due date.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';

import { useCreateAssignment } from '../../api/assignments';
import {
  assignmentSchema,
  emptyAssignmentForm,
  type AssignmentFormInput,
  type AssignmentFormOutput,
} from '../../utils/assignment-form';
import { FormRootError } from '../form-root-error';
import { CollaboratorPicker, collaboratorLabel } from './collaborator-picker';

interface AssignmentFormProps {
  courseId: string;
  companies: CompanyChoice[];
}

export function AssignmentForm({ courseId, companies }: AssignmentFormProps) {
  const create = useCreateAssignment();
  // The chosen collaborator's name for the messages (the picker only lists the current search's matches).
  const [collaboratorName, setCollaboratorName] = React.useState('');
  const form = useForm<AssignmentFormInput, unknown, AssignmentFormOutput>({
    resolver: zodResolver(assignmentSchema),
    defaultValues: emptyAssignmentForm,
  });
  const target = useWatch({ control: form.control, name: 'target' });

  const submit = form.handleSubmit(async (values) => {
    const targetName = values.profileId
      ? collaboratorName
      : (companies.find((c) => c.id === values.companyId)?.name ?? '');
    try {
      await create.mutateAsync({ ...values, courseId, targetName });
      form.reset({ ...emptyAssignmentForm, target: form.getValues('target') });
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <Form {...form}>
      <form
        className="grid gap-4 rounded-lg border bg-card p-4"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label="Asignar curso"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="target"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Asignar a</FormLabel>
                <Select value={field.value} onValueChange={field.onChange}>
                  <FormControl>
                    <SelectTrigger onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    <SelectItem value="collaborator">Un colaborador</SelectItem>
                    <SelectItem value="company">Una empresa (todos sus colaboradores)</SelectItem>
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
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
          <TextField control={form.control} name="dueDate" label="Fecha límite (opcional)" type="date" />
        </div>
        <FormRootError message={form.formState.errors.root?.message} />
        <Button
          type="submit"
          className="justify-self-start"
          disabled={create.isPending}
          aria-busy={create.isPending}
        >
          {create.isPending ? 'Asignando...' : 'Asignar'}
        </Button>
      </form>
    </Form>
  );
}
