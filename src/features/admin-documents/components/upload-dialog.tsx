// 'Subir documento': company (or global), period, name, type and the PDF. Field checks run here; file
// checks (name, type, size, existing name) come from uploadFile as Spanish FileError messages.
import * as React from 'react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { capitalize, MONTH_NAMES } from '@/utils/format';

import { useUploadDocument } from '../hooks/use-upload-document';
import {
  GLOBAL_COMPANY,
  validateUpload,
  type UploadFormErrors,
  type UploadFormValues,
} from '../utils/upload-form';
import { fieldProps, FormField, nativeSelectClass } from './form-field';

export interface CompanyChoice {
  id: string;
  name: string;
}

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companies: CompanyChoice[];
  /** Preselected company (the header filter), or 'all'. */
  defaultCompanyId: string;
}

const initialValues = (companyId: string): UploadFormValues => {
  const now = new Date();
  return {
    companyId: companyId === 'all' ? '' : companyId,
    year: String(now.getFullYear()),
    month: String(now.getMonth() + 1),
    name: '',
    documentType: '',
    file: null,
  };
};

export function UploadDialog({ open, onOpenChange, companies, defaultCompanyId }: UploadDialogProps) {
  const [values, setValues] = React.useState(() => initialValues(defaultCompanyId));
  const [errors, setErrors] = React.useState<UploadFormErrors>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const upload = useUploadDocument();
  const set = <K extends keyof UploadFormValues>(key: K, value: UploadFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const changeOpen = (next: boolean) => {
    if (upload.isPending) return;
    if (next) setValues(initialValues(defaultCompanyId));
    setErrors({});
    setFormError(null);
    onOpenChange(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateUpload(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !values.file) return;
    try {
      await upload.mutateAsync({
        companyId: values.companyId,
        year: Number(values.year),
        month: Number(values.month),
        name: values.name.trim(),
        documentType: values.documentType.trim() || null,
        file: values.file,
      });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
      return;
    }
    toast({
      variant: 'success',
      title: 'Documento subido',
      description: `${values.name.trim()} se guardó correctamente.`,
    });
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Subir documento</DialogTitle>
          <DialogDescription>Documento REPSE en PDF para una empresa o para todas.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <FormField id="upload-company" label="Empresa" error={errors.companyId}>
            <select
              {...fieldProps('upload-company', errors.companyId)}
              className={nativeSelectClass}
              value={values.companyId}
              onChange={(e) => set('companyId', e.target.value)}
            >
              <option value="">Seleccionar empresa...</option>
              <option value={GLOBAL_COMPANY}>Global (todas las empresas)</option>
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField id="upload-year" label="Año" error={errors.year}>
              <Input
                {...fieldProps('upload-year', errors.year)}
                inputMode="numeric"
                value={values.year}
                onChange={(e) => set('year', e.target.value)}
              />
            </FormField>
            <FormField id="upload-month" label="Mes" error={errors.month}>
              <select
                {...fieldProps('upload-month', errors.month)}
                className={nativeSelectClass}
                value={values.month}
                onChange={(e) => set('month', e.target.value)}
              >
                {MONTH_NAMES.map((m, i) => (
                  <option key={m} value={String(i + 1)}>
                    {capitalize(m)}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormField id="upload-name" label="Nombre" error={errors.name}>
            <Input
              {...fieldProps('upload-name', errors.name)}
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
            />
          </FormField>
          <FormField id="upload-type" label="Tipo de documento (opcional)">
            <Input
              id="upload-type"
              value={values.documentType}
              onChange={(e) => set('documentType', e.target.value)}
            />
          </FormField>
          <FormField id="upload-file" label="Archivo (PDF)" error={errors.file}>
            <Input
              {...fieldProps('upload-file', errors.file)}
              type="file"
              accept="application/pdf,.pdf"
              onChange={(e) => set('file', e.target.files?.[0] ?? null)}
            />
          </FormField>
          {formError && (
            <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
              {formError}
            </p>
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => changeOpen(false)}
              disabled={upload.isPending}
            >
              Cancelar
            </Button>
            <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending}>
              {upload.isPending ? 'Subiendo...' : 'Subir'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
