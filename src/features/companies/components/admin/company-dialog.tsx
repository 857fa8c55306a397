// 'Nueva empresa' / 'Editar empresa': name and RFC. A name or RFC already taken is shown under its field.
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
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
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
  saving: 'Guardando...',
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

  const rootError = form.formState.errors.root?.message;
  return (
    <Dialog open={company !== null} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{company?.id ? texts.editTitle : texts.createTitle}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{texts.name}</FormLabel>
                  <FormControl>
                    <Input autoComplete="organization" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
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
            {rootError && (
              <p
                role="alert"
                className="rounded-md border border-destructive/50 p-3 text-sm text-destructive"
              >
                {rootError}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
                Cancelar
              </Button>
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                {save.isPending ? texts.saving : texts.save}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
