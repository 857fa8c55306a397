// The admin's 'Indicadores (Looker)' list: one page of dashboard rows (a url and no monthly report) of
// every company and the global ones, or of the header's company, searched and sorted on the server.
import { useQuery } from '@tanstack/react-query';

import { type CompanyScope } from '@/lib/company-scope';
import { scopedPageQuery, type PageRow } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';

import { indicatorKeys } from './keys';

export const DEFAULT_DASHBOARD_SORT = { id: 'created_at', desc: true } as const;

export const dashboardListTexts = {
  errorTitle: 'Error de Datos',
  error: 'No se pudieron cargar los tableros de indicadores.',
} as const;

export const dashboardsPageQuery = scopedPageQuery({
  from: 'indicators',
  columns: 'id, company_id, is_global, title, url, created_at, updated_at, company:companies(name)',
  where: (query) => query.not('url', 'is', null).is('url_monthly', null),
  key: indicatorKeys.dashboards,
  search: ['title', 'url'],
  sorts: ['title', 'created_at'],
  defaultSort: DEFAULT_DASHBOARD_SORT,
  meta: {
    reads: ['indicators', 'companies'],
    errorToast: { title: dashboardListTexts.errorTitle, description: dashboardListTexts.error },
  },
});

export type AdminDashboard = PageRow<typeof dashboardsPageQuery>;

export const useDashboardsPage = (scope: CompanyScope, params: TableParams) =>
  useQuery(dashboardsPageQuery(scope, params));
