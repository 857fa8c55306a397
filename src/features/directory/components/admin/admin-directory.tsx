// Admin 'Directorios': one page at a time of the contacts of every company (or the header's company),
// searched and sorted on the server, created and edited in a dialog (photo to the public photos bucket)
// and deleted with confirmation (its photo too).
import { SearchX, UserPlus, Users } from 'lucide-react';
import * as React from 'react';

import { DataTable } from '@/components/data-table/data-table';
import { useTableParams } from '@/components/data-table/use-table-params';
import type { CompanyChoice } from '@/components/form/company-field';
import { PageSection } from '@/components/page-header';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
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
import { EditDeleteActions } from './row-actions';

const texts = {
  title: 'Directorios',
  subtitle: 'Contactos que cada empresa ve en su directorio.',
  create: 'Agregar contacto',
  table: 'Contactos del directorio',
  search: 'Buscar contactos',
  searchPlaceholder: 'Nombre, puesto, correo o teléfono...',
  loading: 'Cargando directorio...',
  empty: {
    icon: Users,
    title: 'Directorio Vacío.',
    description: 'No hay contactos para esta selección. Agrega el primero con «Agregar contacto».',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron resultados',
    description: 'Prueba con otra búsqueda.',
  },
  deleteTitle: '¿Eliminar contacto?',
  deleteDescription: (name: string) =>
    `Se eliminará «${name}» del directorio, con su foto. Esta acción no se puede deshacer.`,
} as const;

type Editing = { contact: AdminContact | null } | null;

interface AdminDirectoryProps {
  companyId: CompanyScope;
  companies: CompanyChoice[];
}

export function AdminDirectory({ companyId, companies }: AdminDirectoryProps) {
  const [params, setParams] = useTableParams({ sort: DEFAULT_CONTACT_SORT });
  const contacts = useContactsPage(companyId, params);
  const remove = useDeleteContact();
  const [editing, setEditing] = React.useState<Editing>(null);
  const [toDelete, setToDelete] = React.useState<AdminContact | null>(null);
  const columns = React.useMemo(() => contactColumns(companyId === ALL_COMPANIES), [companyId]);

  const rowActions = React.useCallback(
    (contact: AdminContact) => (
      <EditDeleteActions
        name={contact.employee_name}
        onEdit={() => setEditing({ contact })}
        onDelete={() => setToDelete(contact)}
      />
    ),
    [],
  );

  return (
    <PageSection
      id="admin-directory-title"
      title={texts.title}
      description={texts.subtitle}
      actions={
        <Button onClick={() => setEditing({ contact: null })}>
          <UserPlus aria-hidden="true" />
          {texts.create}
        </Button>
      }
    >
      <DataTable
        label={texts.table}
        columns={columns}
        query={contacts}
        params={params}
        onParamsChange={setParams}
        getRowId={(contact) => contact.id}
        texts={{ loading: texts.loading, error: contactsErrorTexts, empty: texts.empty }}
        noMatches={texts.noMatches}
        search={{ label: texts.search, placeholder: texts.searchPlaceholder }}
        rowActions={rowActions}
      />
      {editing && (
        <ContactDialog
          contact={editing.contact}
          companies={companies}
          scope={companyId}
          onClose={() => setEditing(null)}
        />
      )}
      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && !remove.isPending && setToDelete(null)}
        title={texts.deleteTitle}
        description={toDelete ? texts.deleteDescription(toDelete.employee_name) : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
        busy={remove.isPending}
      />
    </PageSection>
  );
}
