// 'Nueva factura' (company, PDF and CFDI XML, data read from the XML) and 'Editar factura' (data only).
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

import { useInvoiceForm } from '../../hooks/use-invoice-form';
import type { InvoiceFormInput } from '../../utils/invoice-form';
import { InvoiceDataFields } from './invoice-data-fields';
import { InvoiceSourceFields, type CompanyChoice } from './invoice-source-fields';

const texts = {
  create: {
    title: 'Nueva factura',
    description: 'Sube el PDF y el XML (CFDI 4.0); los datos se leen del XML y puedes ajustarlos.',
  },
  edit: { title: 'Editar factura', description: 'Corrige los datos de la factura; los archivos no cambian.' },
  cancel: 'Cancelar',
  save: 'Guardar',
  saving: 'Guardando...',
} as const;

interface InvoiceDialogProps {
  onOpenChange: (open: boolean) => void;
  companies: CompanyChoice[];
  defaults: InvoiceFormInput;
  /** The invoice being edited; null creates one. */
  invoiceId: string | null;
}

/** Mounted only while open (the parent renders it conditionally), so each opening starts clean. */
export function InvoiceDialog({ onOpenChange, companies, defaults, invoiceId }: InvoiceDialogProps) {
  const { form, submit, pickXml, cfdi, isPending } = useInvoiceForm(defaults, invoiceId, () =>
    onOpenChange(false),
  );
  const copy = defaults.mode === 'create' ? texts.create : texts.edit;
  const rootError = form.formState.errors.root?.message;
  const close = (next: boolean) => !isPending && onOpenChange(next);

  return (
    <Dialog open onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            {defaults.mode === 'create' && (
              <InvoiceSourceFields
                form={form}
                companies={companies}
                cfdi={cfdi}
                onXml={(file) => void pickXml(file)}
              />
            )}
            <InvoiceDataFields form={form} />
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
                {texts.cancel}
              </Button>
              <Button type="submit" disabled={isPending} aria-busy={isPending}>
                {isPending ? texts.saving : texts.save}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
