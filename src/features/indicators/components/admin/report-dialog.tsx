// 'Nuevo reporte' / 'Reemplazar reporte': company or global, title, year, month and the PDF. When
// replacing, the company is fixed (the file's folder decides who reads it) and the PDF is optional.
import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';

import type { AdminReport } from '../../api/get-reports-page';
import { useReportForm } from '../../hooks/use-report-form';
import { GLOBAL_OPTION } from '../../utils/dashboard-form';
import { PeriodFields } from './period-fields';

interface ReportDialogProps {
  /** The report to replace; none for a new one. Mount with a key per row so defaults apply. */
  report?: AdminReport;
  companies: CompanyChoice[];
  scope: string;
  onClose: () => void;
}

export function ReportDialog({ report, companies, scope, onClose }: ReportDialogProps) {
  const { form, submit, isPending } = useReportForm(scope, report, onClose);
  const rootError = form.formState.errors.root?.message;
  const close = (open: boolean) => !open && !isPending && onClose();

  return (
    <Dialog open onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{report ? 'Reemplazar reporte' : 'Nuevo reporte'}</DialogTitle>
          <DialogDescription>Reporte mensual en PDF para una empresa o para todas.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <CompanyField
              control={form.control}
              name="companyId"
              companies={companies}
              extraOption={GLOBAL_OPTION}
              disabled={!!report}
            />
            <FormField
              control={form.control}
              name="title"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Título</FormLabel>
                  <FormControl>
                    <Input {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <PeriodFields control={form.control} />
            <FormField
              control={form.control}
              name="file"
              render={({ field: { onChange, onBlur, name, ref } }) => (
                <FormItem>
                  <FormLabel>Archivo (PDF)</FormLabel>
                  <FormControl>
                    <Input
                      type="file"
                      accept="application/pdf,.pdf"
                      name={name}
                      ref={ref}
                      onBlur={onBlur}
                      onChange={(e) => onChange(e.target.files?.[0])}
                    />
                  </FormControl>
                  {report && <FormDescription>Déjalo vacío para conservar el PDF actual.</FormDescription>}
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
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={isPending}>
                Cancelar
              </Button>
              <Button type="submit" disabled={isPending} aria-busy={isPending}>
                {isPending ? 'Guardando...' : 'Guardar'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
