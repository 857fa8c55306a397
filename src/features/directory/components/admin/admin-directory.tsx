// Admin 'Directorios': one page at a time of the contacts of every company (or the header's company),
// searched and sorted on the server, created and edited in a dialog (photo to the public photos bucket)
// and deleted with confirmation (its photo too).
import { UserPlus, Users } from 'lucide-react';
import * as React from 'react';

import type { CompanyChoice } from '@/components/form/company-field';
import { ConfirmDeleteDialog } from '@/components/section/confirm-delete-dialog';
import { ListSection, useSectionTable } from '@/components/section/list-section';
import { RowActions } from '@/components/section/row-actions';
import { noMatches, SectionTable } from '@/components/section/section-table';
import { useSectionDialogs } from '@/components/section/use-section-dialogs';
import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';

import { useDeleteContact } from '../../api/delete-contact';
import {
  contactsErrorTexts,
  DEFAULT_CONTACT_SORT,
  useContactsPage,
  type AdminContact,
} from '../../api/get-contacts-page';
import { contactColumns } from './contact-columns';
import { ContactDialog } from './contact-dialog';

const texts = {
  title: 'Directorios',
  subtitle: 'Contactos que cada empresa ve en su directorio.',
  create: 'Agregar Contacto',
  table: 'Contactos del directorio',
  search: 'Buscar contactos',
  searchPlaceholder: 'Nombre, puesto, correo o teléfono...',
  loading: 'Cargando directorio...',
  error: contactsErrorTexts,
  empty: {
    icon: Users,
    title: 'Directorio Vacío.',
    description: 'No hay contactos para esta selección. Agrega el primero con «Agregar Contacto».',
  },
  noMatches: noMatches('Prueba con otra búsqueda.'),
  deleteTitle: '¿Eliminar contacto?',
  deleteDescription: (contact: AdminContact) =>
    `Se eliminará «${contact.employee_name}» del directorio, con su foto. Esta acción no se puede deshacer.`,
};

interface AdminDirectoryProps {
  companyId: CompanyScope;
  companies: CompanyChoice[];
}

export function AdminDirectory({ companyId, companies }: AdminDirectoryProps) {
  const { params, table } = useSectionTable(texts, { sort: DEFAULT_CONTACT_SORT });
  const contacts = useContactsPage(companyId, params);
  const remove = useDeleteContact();
  const { editing, toDelete, create, edit, closeEdit, askDelete, closeDelete } =
    useSectionDialogs<AdminContact>();
  const columns = React.useMemo(() => contactColumns(companyId === ALL_COMPANIES), [companyId]);

  const rowActions = React.useCallback(
    (contact: AdminContact) => (
      <RowActions
        name={contact.employee_name}
        onEdit={() => edit(contact)}
        onDelete={() => askDelete(contact)}
      />
    ),
    [edit, askDelete],
  );

  return (
    <ListSection id="admin-directory-title" texts={texts} onCreate={create} createIcon={UserPlus}>
      <SectionTable {...table} columns={columns} query={contacts} rowActions={rowActions} />
      {editing && (
        <ContactDialog contact={editing.row} companies={companies} scope={companyId} onClose={closeEdit} />
      )}
      <ConfirmDeleteDialog target={toDelete} onClose={closeDelete} texts={texts} mutation={remove} />
    </ListSection>
  );
}
