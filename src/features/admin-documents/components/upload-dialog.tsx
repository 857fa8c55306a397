// 'Subir documento': company (or global), period, name, type and the PDF. Field checks run here; file
// checks (name, type, size, existing name) come from uploadFile as Spanish FileError messages.
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
import { capitalize, MONTH_NAMES } from '@/utils/format';

import { useUploadForm } from '../hooks/use-upload-form';
import { GLOBAL_COMPANY } from '../utils/upload-form';
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

export function UploadDialog({ open, onOpenChange, companies, defaultCompanyId }: UploadDialogProps) {
  const form = useUploadForm(defaultCompanyId, () => onOpenChange(false));
  const { values, set, errors } = form;

  const changeOpen = (next: boolean) => {
    if (form.isPending) return;
    form.reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Subir documento</DialogTitle>
          <DialogDescription>Documento REPSE en PDF para una empresa o para todas.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(e) => void form.submit(e)} noValidate>
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
          {form.formError && (
            <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
              {form.formError}
            </p>
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => changeOpen(false)}
              disabled={form.isPending}
            >
              Cancelar
            </Button>
            <Button type="submit" disabled={form.isPending} aria-busy={form.isPending}>
              {form.isPending ? 'Subiendo...' : 'Subir'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
