// Admin 'Indicadores (Looker)': one page at a time of the dashboards of every company and the global
// ones (or of the header's company), searched and sorted on the server; created and edited in a dialog
// with a live preview, deleted after a confirmation.
import { BarChart3 } from 'lucide-react';
import * as React from 'react';

import type { CompanyChoice } from '@/components/form/company-field';
import { ConfirmDeleteDialog } from '@/components/section/confirm-delete-dialog';
import { ListSection, useSectionTable } from '@/components/section/list-section';
import { OpenAction, RowActions } from '@/components/section/row-actions';
import { noMatches, SectionTable } from '@/components/section/section-table';
import { useSectionDialogs } from '@/components/section/use-section-dialogs';
import type { CompanyScope } from '@/lib/company-scope';

import { useDeleteIndicator } from '../../api/delete-indicator';
import {
  DEFAULT_DASHBOARD_SORT,
  dashboardListTexts,
  useDashboardsPage,
  type AdminDashboard,
} from '../../api/get-dashboards-page';
import { classifyDashboardLink } from '../../utils/classify';
import { indicatorTexts } from '../texts';
import { dashboardColumns } from './dashboard-columns';
import { DashboardDialog } from './dashboard-dialog';

const texts = {
  title: 'Indicadores (Looker)',
  subtitle: 'Tableros de Looker Studio por empresa y globales.',
  create: 'Nuevo Tablero',
  table: 'Tableros de indicadores',
  search: 'Buscar tableros',
  searchPlaceholder: 'Buscar por título o enlace...',
  loading: 'Cargando tableros...',
  error: { title: dashboardListTexts.errorTitle, description: dashboardListTexts.error },
  empty: {
    icon: BarChart3,
    title: 'Sin Tableros',
    description: 'No hay tableros para esta selección. Agrega el primero con «Nuevo Tablero».',
  },
  noMatches: noMatches('Prueba con otra búsqueda.'),
  deleteTitle: '¿Eliminar tablero?',
  deleteDescription: (dashboard: AdminDashboard) =>
    `Se eliminará «${titleOf(dashboard)}» y los clientes dejarán de verlo. Esta acción no se puede deshacer.`,
};

const titleOf = (dashboard: AdminDashboard) => dashboard.title || indicatorTexts.untitledDashboard;

interface AdminDashboardsProps {
  companyId: CompanyScope;
  companies: CompanyChoice[];
}

export function AdminDashboards({ companyId, companies }: AdminDashboardsProps) {
  const { params, table } = useSectionTable(texts, { sort: DEFAULT_DASHBOARD_SORT });
  const dashboards = useDashboardsPage(companyId, params);
  const remove = useDeleteIndicator('dashboard');
  const { editing, toDelete, create, edit, closeEdit, askDelete, closeDelete } =
    useSectionDialogs<AdminDashboard>();

  const rowActions = React.useCallback(
    (dashboard: AdminDashboard) => {
      const link = classifyDashboardLink(dashboard.url);
      return (
        <>
          {link.kind !== 'invalid' && <OpenAction name={titleOf(dashboard)} href={link.url} />}
          <RowActions
            name={titleOf(dashboard)}
            onEdit={() => edit(dashboard)}
            onDelete={() => askDelete(dashboard)}
          />
        </>
      );
    },
    [edit, askDelete],
  );

  return (
    <ListSection id="admin-dashboards-title" texts={texts} onCreate={create}>
      <SectionTable {...table} columns={dashboardColumns} query={dashboards} rowActions={rowActions} />
      {editing && (
        <DashboardDialog
          key={editing.row?.id ?? 'new'}
          dashboard={editing.row ?? undefined}
          companies={companies}
          scope={companyId}
          onClose={closeEdit}
        />
      )}
      <ConfirmDeleteDialog target={toDelete} onClose={closeDelete} texts={texts} mutation={remove} />
    </ListSection>
  );
}
