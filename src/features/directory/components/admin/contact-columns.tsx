import { createColumnHelper } from '@tanstack/react-table';

import { companyColumnWhen } from '@/components/data-table/company-column';
import { SplitText } from '@/components/split-text';
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import { getPhotoUrl } from '@/lib/files/get-photo-url';

import type { AdminContact } from '../../api/get-contacts-page';
import { initialsSource } from '../../utils/contact-links';

const column = createColumnHelper<AdminContact>();

function NameCell({ contact }: { contact: AdminContact }) {
  const photo = getPhotoUrl(contact.photo_url);
  const name = contact.employee_name;
  return (
    <span className="flex items-center gap-3">
      <Avatar className="size-8">
        {photo && <AvatarImage src={photo} alt={`Foto de ${name}`} />}
        <AvatarFallback className="text-xs" aria-hidden="true">
          {initials(initialsSource(name) || name)}
        </AvatarFallback>
      </Avatar>
      <span className="break-words">{name}</span>
    </span>
  );
}

const dash = (value: string | null) => value || '—';

export function contactColumns(showCompany: boolean) {
  return [
    column.accessor('employee_name', {
      meta: { label: 'Nombre', primary: true, className: 'min-w-48 font-medium' },
      cell: ({ row }) => <NameCell contact={row.original} />,
    }),
    ...companyColumnWhen<AdminContact>(showCompany),
    column.accessor('position', { meta: { label: 'Puesto' }, cell: ({ getValue }) => dash(getValue()) }),
    column.accessor('phone', {
      meta: { label: 'Teléfono' },
      enableSorting: false,
      cell: ({ getValue }) => dash(getValue()),
    }),
    column.accessor('email', {
      meta: { label: 'Correo', className: 'min-w-40' },
      enableSorting: false,
      cell: ({ getValue }) => <SplitText text={dash(getValue())} />,
    }),
  ];
}
