// Admin 'Reportes Mensuales': one page at a time of the monthly PDF reports of every company and the
// global ones (or of the header's company), of one year or all, searched and sorted on the server;
// published and replaced in a dialog, opened through signed URLs, deleted (with the file) after a
// confirmation.
import { FileBarChart, FileUp } from 'lucide-react';
import * as React from 'react';

import type { CompanyChoice } from '@/components/form/company-field';
import { ConfirmDeleteDialog } from '@/components/section/confirm-delete-dialog';
import { ListSection, useSectionTable } from '@/components/section/list-section';
import { DeleteAction, IconAction, OpenAction } from '@/components/section/row-actions';
import { noMatches, SectionTable } from '@/components/section/section-table';
import { useSectionDialogs } from '@/components/section/use-section-dialogs';
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
import { reportColumns } from './report-columns';
import { ReportDialog } from './report-dialog';
import { YearFilter } from './year-filter';

const texts = {
  title: 'Reportes Mensuales',
  subtitle: 'Reportes mensuales en PDF por empresa y globales.',
  create: 'Nuevo Reporte',
  table: 'Reportes mensuales',
  search: 'Buscar reportes',
  searchPlaceholder: 'Buscar por título...',
  loading: 'Cargando reportes...',
  error: { title: reportListTexts.errorTitle, description: reportListTexts.error },
  empty: {
    icon: FileBarChart,
    title: 'Sin Reportes',
    description: 'No hay reportes para esta selección. Publica el primero con «Nuevo Reporte».',
  },
  noMatches: noMatches('Prueba con otra búsqueda o año.'),
  openError: 'No se pudo abrir el reporte',
  deleteTitle: '¿Eliminar reporte?',
  deleteDescription: (report: AdminReport) =>
    `Se eliminarán «${titleOf(report)}» y su archivo PDF. Esta acción no se puede deshacer.`,
};

const titleOf = (report: AdminReport) => report.title || indicatorTexts.untitledReport;

interface AdminReportsProps {
  companyId: CompanyScope;
  companies: CompanyChoice[];
}

export function AdminReports({ companyId, companies }: AdminReportsProps) {
  const { params, table } = useSectionTable(texts, { sort: DEFAULT_REPORT_SORT });
  const [year, setYear] = useYearParam();
  const reports = useReportsPage(companyId, year, params);
  const remove = useDeleteIndicator('report');
  const { open, opening } = useOpenFile(texts.openError);
  const { editing, toDelete, create, edit, closeEdit, askDelete, closeDelete } =
    useSectionDialogs<AdminReport>();

  const rowActions = React.useCallback(
    (report: AdminReport) => (
      <>
        <OpenAction
          name={titleOf(report)}
          onOpen={() => void open(report.url_monthly)}
          opening={opening === report.url_monthly}
        />
        <IconAction
          label={`Reemplazar ${titleOf(report)}`}
          tooltip="Reemplazar"
          icon={FileUp}
          onClick={() => edit(report)}
        />
        <DeleteAction name={titleOf(report)} onDelete={() => askDelete(report)} />
      </>
    ),
    [open, opening, edit, askDelete],
  );

  return (
    <ListSection id="admin-reports-title" texts={texts} onCreate={create}>
      <SectionTable
        {...table}
        columns={reportColumns}
        query={reports}
        filters={<YearFilter year={year} onChange={setYear} />}
        filtered={year !== null}
        rowActions={rowActions}
      />
      {editing && (
        <ReportDialog
          key={editing.row?.id ?? 'new'}
          report={editing.row ?? undefined}
          companies={companies}
          scope={companyId}
          onClose={closeEdit}
        />
      )}
      <ConfirmDeleteDialog target={toDelete} onClose={closeDelete} texts={texts} mutation={remove} />
    </ListSection>
  );
}
