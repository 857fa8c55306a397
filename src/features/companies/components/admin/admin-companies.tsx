// The 'Empresas' view of 'Perfiles Cliente': every company with its RFC and number of users, paged and
// searched on the server; create, edit and delete (after naming what the deletion takes with it).
import { Building2 } from 'lucide-react';
import * as React from 'react';

import { useSectionTable } from '@/components/section/list-section';
import { RowActions } from '@/components/section/row-actions';
import { noMatches, SectionTable } from '@/components/section/section-table';
import { CreateButton, SectionToolbar } from '@/components/section/section-toolbar';
import { useSectionDialogs } from '@/components/section/use-section-dialogs';

import { DEFAULT_COMPANY_SORT, useCompaniesPage, type AdminCompany } from '../../api/get-companies-page';
import { companyColumns } from './company-columns';
import { CompanyDialog } from './company-dialog';
import { DeleteCompanyDialog } from './delete-company-dialog';

const texts = {
  create: 'Nueva Empresa',
  table: 'Empresas',
  search: 'Buscar empresas',
  searchPlaceholder: 'Buscar por nombre o RFC...',
  loading: 'Cargando empresas...',
  error: { title: 'Error', description: 'No se pudo cargar la lista de empresas.' },
  empty: {
    icon: Building2,
    title: 'Sin Empresas',
    description: 'Aún no hay empresas registradas. Crea la primera con «Nueva Empresa».',
  },
  noMatches: noMatches('Prueba con otra búsqueda.'),
};

const NEW_COMPANY: Partial<AdminCompany> = {};

export function AdminCompanies() {
  const { params, table } = useSectionTable(texts, { sort: DEFAULT_COMPANY_SORT });
  const companies = useCompaniesPage(params);
  const { editing, toDelete, edit, closeEdit, askDelete, closeDelete } = useSectionDialogs<
    AdminCompany,
    Partial<AdminCompany>
  >();

  const rowActions = React.useCallback(
    (company: AdminCompany) => (
      <RowActions name={company.name} onEdit={() => edit(company)} onDelete={() => askDelete(company)} />
    ),
    [edit, askDelete],
  );

  return (
    <div className="grid gap-4">
      <SectionToolbar>
        <CreateButton label={texts.create} onClick={() => edit(NEW_COMPANY)} />
      </SectionToolbar>
      <SectionTable {...table} columns={companyColumns} query={companies} rowActions={rowActions} />
      <CompanyDialog company={editing?.row ?? null} onClose={closeEdit} />
      <DeleteCompanyDialog company={toDelete} onClose={closeDelete} />
    </div>
  );
}
