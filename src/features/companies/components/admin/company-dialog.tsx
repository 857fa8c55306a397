// 'Nueva empresa' / 'Editar empresa': name and RFC. A name or RFC already taken is shown under its field.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';

import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';

import { CompanyClashError, useSaveCompany } from '../../api/save-company';
import {
  companyMessages,
  companySchema,
  type CompanyFormInput,
  type CompanyFormOutput,
} from '../../utils/company-form';

const texts = {
  createTitle: 'Nueva empresa',
  editTitle: 'Editar empresa',
  description: 'El RFC debe coincidir con el receptor de las facturas (CFDI) de la empresa.',
  name: 'Nombre',
  rfc: 'RFC (opcional)',
  save: 'Guardar',
} as const;

interface CompanyDialogProps {
  /** null: closed; {} : create; a company: edit it. */
  company: { id?: string; name?: string; rfc?: string | null } | null;
  onClose: () => void;
}

export function CompanyDialog({ company, onClose }: CompanyDialogProps) {
  const save = useSaveCompany();
  const form = useForm<CompanyFormInput, unknown, CompanyFormOutput>({
    resolver: zodResolver(companySchema),
    defaultValues: { name: '', rfc: '' },
  });
  const { reset } = form;
  React.useEffect(() => {
    if (company) reset({ name: company.name ?? '', rfc: company.rfc ?? '' });
  }, [company, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, id: company?.id });
    } catch (error) {
      if (error instanceof CompanyClashError) {
        const field = error.message === companyMessages.duplicateRfc ? 'rfc' : 'name';
        form.setError(field, { message: error.message });
      } else {
        form.setError('root', { message: errorMessage(error) });
      }
      return;
    }
    onClose();
  });

  return (
    <FormDialog
      open={company !== null}
      onClose={onClose}
      title={company?.id ? texts.editTitle : texts.createTitle}
      description={texts.description}
      form={form}
      onSubmit={submit}
      busy={save.isPending}
      submitLabel={texts.save}
    >
      <TextField control={form.control} name="name" label={texts.name} autoComplete="organization" />
      <FormField
        control={form.control}
        name="rfc"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.rfc}</FormLabel>
            <FormControl>
              <Input
                className="font-mono uppercase"
                maxLength={13}
                {...field}
                onChange={(e) => field.onChange(e.target.value.toUpperCase())}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </FormDialog>
  );
}
