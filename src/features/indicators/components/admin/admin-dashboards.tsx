// Admin 'Indicadores (Looker)': one page at a time of the dashboards of every company and the global
// ones (or of the header's company), searched and sorted on the server; created and edited in a dialog
// with a live preview, deleted after a confirmation.
import { BarChart3, Plus, SearchX } from 'lucide-react';
import * as React from 'react';

import { DataTable } from '@/components/data-table/data-table';
import { useTableParams } from '@/components/data-table/use-table-params';
import type { CompanyChoice } from '@/components/form/company-field';
import { PageSection } from '@/components/page-header';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import type { CompanyScope } from '@/lib/company-scope';

import { useDeleteIndicator } from '../../api/delete-indicator';
import {
  DEFAULT_DASHBOARD_SORT,
  dashboardListTexts,
  useDashboardsPage,
  type AdminDashboard,
} from '../../api/get-dashboards-page';
import { indicatorTexts } from '../texts';
import { DashboardActions } from './dashboard-actions';
import { dashboardColumns } from './dashboard-columns';
import { DashboardDialog } from './dashboard-dialog';

const texts = {
  title: 'Indicadores (Looker)',
  subtitle: 'Tableros de Looker Studio por empresa y globales.',
  create: 'Nuevo tablero',
  table: 'Tableros de indicadores',
  search: 'Buscar tableros',
  searchPlaceholder: 'Buscar por título o enlace...',
  loading: 'Cargando tableros...',
  error: { title: dashboardListTexts.errorTitle, description: dashboardListTexts.error },
  empty: {
    icon: BarChart3,
    title: 'Sin Tableros',
    description: 'No hay tableros para esta selección. Agrega el primero con «Nuevo tablero».',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron resultados',
    description: 'Prueba con otra búsqueda.',
  },
  deleteTitle: '¿Eliminar tablero?',
  deleteDescription: (title: string) =>
    `Se eliminará «${title}» y los clientes dejarán de verlo. Esta acción no se puede deshacer.`,
} as const;

interface AdminDashboardsProps {
  companyId: CompanyScope;
  companies: CompanyChoice[];
}

type Editing = { mode: 'create' } | { mode: 'edit'; dashboard: AdminDashboard } | null;

export function AdminDashboards({ companyId, companies }: AdminDashboardsProps) {
  const [params, setParams] = useTableParams({ sort: DEFAULT_DASHBOARD_SORT });
  const dashboards = useDashboardsPage(companyId, params);
  const remove = useDeleteIndicator('dashboard');
  const [editing, setEditing] = React.useState<Editing>(null);
  const [toDelete, setToDelete] = React.useState<AdminDashboard | null>(null);

  const rowActions = React.useCallback(
    (row: AdminDashboard) => (
      <DashboardActions
        dashboard={row}
        onEdit={(dashboard) => setEditing({ mode: 'edit', dashboard })}
        onDelete={setToDelete}
      />
    ),
    [],
  );

  return (
    <PageSection
      id="admin-dashboards-title"
      title={texts.title}
      description={texts.subtitle}
      actions={
        <Button onClick={() => setEditing({ mode: 'create' })}>
          <Plus aria-hidden="true" />
          {texts.create}
        </Button>
      }
    >
      <DataTable
        label={texts.table}
        columns={dashboardColumns}
        query={dashboards}
        params={params}
        onParamsChange={setParams}
        getRowId={(row) => row.id}
        texts={{ loading: texts.loading, error: texts.error, empty: texts.empty }}
        noMatches={texts.noMatches}
        search={{ label: texts.search, placeholder: texts.searchPlaceholder }}
        rowActions={rowActions}
      />
      {editing && (
        <DashboardDialog
          key={editing.mode === 'edit' ? editing.dashboard.id : 'new'}
          dashboard={editing.mode === 'edit' ? editing.dashboard : undefined}
          companies={companies}
          scope={companyId}
          onClose={() => setEditing(null)}
        />
      )}
      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && !remove.isPending && setToDelete(null)}
        title={texts.deleteTitle}
        description={
          toDelete ? texts.deleteDescription(toDelete.title || indicatorTexts.untitledDashboard) : undefined
        }
        confirmLabel="Eliminar"
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
        busy={remove.isPending}
      />
    </PageSection>
  );
}
