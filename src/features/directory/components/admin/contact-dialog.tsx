// 'Agregar contacto' / 'Editar contacto': company (new contacts only), name, puesto, phone, WhatsApp,
// email and photo. Mounted only while open, so each opening starts from the contact's current values.
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
import { Form } from '@/components/ui/form';

import type { AdminContact } from '../../api/get-contacts-page';
import { useContactForm } from '../../hooks/use-contact-form';
import { PhotoField } from './photo-field';

interface ContactDialogProps {
  /** The contact being edited, or null for a new one. */
  contact: AdminContact | null;
  companies: CompanyChoice[];
  /** The header's company (or 'all'), preselected for a new contact. */
  scope: string;
  onClose: () => void;
}

export function ContactDialog({ contact, companies, scope, onClose }: ContactDialogProps) {
  const { form, submit, isPending } = useContactForm(contact, scope, onClose);
  const rootError = form.formState.errors.root?.message;
  const close = (open: boolean) => !open && !isPending && onClose();

  return (
    <Dialog open onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{contact ? 'Editar contacto' : 'Agregar contacto'}</DialogTitle>
          <DialogDescription>Contacto que la empresa verá en su directorio.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <CompanyField
              control={form.control}
              name="companyId"
              companies={companies}
              disabled={!!contact}
            />
            <TextField control={form.control} name="name" label="Nombre" />
            <TextField control={form.control} name="position" label="Puesto (opcional)" />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField control={form.control} name="phone" label="Teléfono (opcional)" type="tel" />
              <TextField control={form.control} name="whatsapp" label="WhatsApp (opcional)" type="tel" />
            </div>
            <TextField
              control={form.control}
              name="email"
              label="Correo electrónico (opcional)"
              type="email"
            />
            <PhotoField
              control={form.control}
              currentPhoto={contact?.photo_url ?? null}
              name={contact?.employee_name ?? ''}
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
