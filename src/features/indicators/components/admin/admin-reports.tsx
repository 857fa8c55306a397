// Admin 'Reportes Mensuales': one page at a time of the monthly PDF reports of every company and the
// global ones (or of the header's company), of one year or all, searched and sorted on the server;
// published and replaced in a dialog, opened through signed URLs, deleted (with the file) after a
// confirmation.
import { FileBarChart, Plus, SearchX } from 'lucide-react';
import * as React from 'react';

import { DataTable } from '@/components/data-table/data-table';
import { useTableParams } from '@/components/data-table/use-table-params';
import type { CompanyChoice } from '@/components/form/company-field';
import { PageSection } from '@/components/page-header';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import type { CompanyScope } from '@/lib/company-scope';
import { useOpenFile } from '@/lib/files/use-file-url';

import { useDeleteIndicator } from '../../api/delete-indicator';
import {
  DEFAULT_REPORT_SORT,
  reportListTexts,
  useReportsPage,
  type AdminReport,
} from '../../api/get-reports-page';
import { useYearParam } from '../../hooks/use-year-param';
import { indicatorTexts } from '../texts';
import { ReportActions } from './report-actions';
import { reportColumns } from './report-columns';
import { ReportDialog } from './report-dialog';
import { YearFilter } from './year-filter';

const texts = {
  title: 'Reportes Mensuales',
  subtitle: 'Reportes mensuales en PDF por empresa y globales.',
  create: 'Nuevo reporte',
  table: 'Reportes mensuales',
  search: 'Buscar reportes',
  searchPlaceholder: 'Buscar por título...',
  loading: 'Cargando reportes...',
  error: { title: reportListTexts.errorTitle, description: reportListTexts.error },
  empty: {
    icon: FileBarChart,
    title: 'Sin Reportes',
    description: 'No hay reportes para esta selección. Publica el primero con «Nuevo reporte».',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron resultados',
    description: 'Prueba con otra búsqueda o año.',
  },
  openError: 'No se pudo abrir el reporte',
  deleteTitle: '¿Eliminar reporte?',
  deleteDescription: (title: string) =>
    `Se eliminarán «${title}» y su archivo PDF. Esta acción no se puede deshacer.`,
} as const;

interface AdminReportsProps {
  companyId: CompanyScope;
  companies: CompanyChoice[];
}

type Editing = { mode: 'create' } | { mode: 'replace'; report: AdminReport } | null;

export function AdminReports({ companyId, companies }: AdminReportsProps) {
  const [params, setParams] = useTableParams({ sort: DEFAULT_REPORT_SORT });
  const [year, setYear] = useYearParam();
  const reports = useReportsPage(companyId, year, params);
  const remove = useDeleteIndicator('report');
  const { open, opening } = useOpenFile(texts.openError);
  const [editing, setEditing] = React.useState<Editing>(null);
  const [toDelete, setToDelete] = React.useState<AdminReport | null>(null);

  const rowActions = React.useCallback(
    (row: AdminReport) => (
      <ReportActions
        report={row}
        opening={opening === row.url_monthly}
        onOpen={(r) => void open(r.url_monthly)}
        onReplace={(report) => setEditing({ mode: 'replace', report })}
        onDelete={setToDelete}
      />
    ),
    [open, opening],
  );

  return (
    <PageSection
      id="admin-reports-title"
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
        columns={reportColumns}
        query={reports}
        params={params}
        onParamsChange={setParams}
        getRowId={(row) => row.id}
        texts={{ loading: texts.loading, error: texts.error, empty: texts.empty }}
        noMatches={texts.noMatches}
        search={{ label: texts.search, placeholder: texts.searchPlaceholder }}
        filters={<YearFilter year={year} onChange={setYear} />}
        filtered={year !== null}
        rowActions={rowActions}
      />
      {editing && (
        <ReportDialog
          key={editing.mode === 'replace' ? editing.report.id : 'new'}
          report={editing.mode === 'replace' ? editing.report : undefined}
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
          toDelete ? texts.deleteDescription(toDelete.title || indicatorTexts.untitledReport) : undefined
        }
        confirmLabel="Eliminar"
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
        busy={remove.isPending}
      />
    </PageSection>
  );
}
