// 'Agregar Contacto' / 'Editar Contacto': company (new contacts only), name, puesto, phone, WhatsApp,
// email and photo. Mounted only while open, so each opening starts from the contact's current values.
import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';

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
  const { form, submit, staleWrite, isPending } = useContactForm(contact, scope, onClose);
  const { control } = form;
  return (
    <FormDialog
      onClose={onClose}
      title={contact ? 'Editar Contacto' : 'Agregar Contacto'}
      description="Contacto que la empresa verá en su directorio."
      state={{ form, submit, isPending, staleWrite }}
    >
      <CompanyField control={control} name="companyId" companies={companies} disabled={!!contact} />
      <TextField control={control} name="name" label="Nombre" />
      <TextField control={control} name="position" label="Puesto (opcional)" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="phone" label="Teléfono (opcional)" type="tel" />
        <TextField control={control} name="whatsapp" label="WhatsApp (opcional)" type="tel" />
      </div>
      <TextField control={control} name="email" label="Correo electrónico (opcional)" type="email" />
      <PhotoField
        control={control}
        currentPhoto={contact?.photo_url ?? null}
        name={contact?.employee_name ?? ''}
      />
    </FormDialog>
  );
}
