// 'Nueva solicitud' / 'Editar solicitud': company (new requests only), type, patient, date, notes and
// status. Mounted only while open, so each opening starts from the request's current values.
import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
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
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';

import type { AdminLabRequest } from '../../api/get-requests-page';
import { useRequestForm } from '../../hooks/use-request-form';
import { StatusField } from './status-field';

interface RequestDialogProps {
  request: AdminLabRequest | null;
  companies: CompanyChoice[];
  scope: string;
  onClose: () => void;
}

export function RequestDialog({ request, companies, scope, onClose }: RequestDialogProps) {
  const { form, submit, isPending } = useRequestForm(request, scope, onClose);
  const rootError = form.formState.errors.root?.message;
  const close = (open: boolean) => !open && !isPending && onClose();

  return (
    <Dialog open onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{request ? 'Editar solicitud' : 'Nueva solicitud'}</DialogTitle>
          <DialogDescription>Examen de laboratorio que la empresa verá en su portal.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <CompanyField
              control={form.control}
              name="companyId"
              companies={companies}
              disabled={!!request}
            />
            <TextField control={form.control} name="requestType" label="Tipo de examen" />
            <TextField control={form.control} name="patientName" label="Paciente (opcional)" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField control={form.control} name="requestDate" label="Fecha de solicitud" type="date" />
              <StatusField control={form.control} current={request?.status ?? null} />
            </div>
            <FormField
              control={form.control}
              name="notes"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Notas (opcional)</FormLabel>
                  <FormControl>
                    <Textarea rows={3} {...field} value={field.value ?? ''} />
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
