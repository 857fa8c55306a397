// The 'Empresas' view of 'Perfiles Cliente': every company with its RFC and number of users, paged and
// searched on the server; create, edit and delete (after naming what the deletion takes with it).
import { Building2, Plus, SearchX } from 'lucide-react';
import * as React from 'react';

import { DataTable } from '@/components/data-table/data-table';
import { useTableParams } from '@/components/data-table/use-table-params';
import { Button } from '@/components/ui/button';

import { DEFAULT_COMPANY_SORT, useCompaniesPage, type AdminCompany } from '../../api/get-companies-page';
import { CompanyActions } from './company-actions';
import { companyColumns } from './company-columns';
import { CompanyDialog } from './company-dialog';
import { DeleteCompanyDialog } from './delete-company-dialog';

const texts = {
  create: 'Nueva empresa',
  table: 'Empresas',
  search: 'Buscar empresas',
  searchPlaceholder: 'Buscar por nombre o RFC...',
  loading: 'Cargando empresas...',
  error: { title: 'Error', description: 'No se pudo cargar la lista de empresas.' },
  empty: {
    icon: Building2,
    title: 'Sin Empresas',
    description: 'Aún no hay empresas registradas. Crea la primera con «Nueva empresa».',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron resultados',
    description: 'Prueba con otra búsqueda.',
  },
} as const;

export function AdminCompanies() {
  const [params, setParams] = useTableParams({ sort: DEFAULT_COMPANY_SORT });
  const companies = useCompaniesPage(params);
  const [editing, setEditing] = React.useState<Partial<AdminCompany> | null>(null);
  const [toDelete, setToDelete] = React.useState<AdminCompany | null>(null);

  const rowActions = React.useCallback(
    (company: AdminCompany) => (
      <CompanyActions company={company} onEdit={setEditing} onDelete={setToDelete} />
    ),
    [],
  );

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({})}>
          <Plus aria-hidden="true" />
          {texts.create}
        </Button>
      </div>
      <DataTable
        label={texts.table}
        columns={companyColumns}
        query={companies}
        params={params}
        onParamsChange={setParams}
        getRowId={(company) => company.id}
        texts={{ loading: texts.loading, error: texts.error, empty: texts.empty }}
        noMatches={texts.noMatches}
        search={{ label: texts.search, placeholder: texts.searchPlaceholder }}
        rowActions={rowActions}
      />
      <CompanyDialog company={editing} onClose={() => setEditing(null)} />
      <DeleteCompanyDialog company={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
