// 'Nuevo Reporte' / 'Reemplazar Reporte': company or global, title, year, month and the PDF. When
// replacing, the company is fixed (the file's folder decides who reads it) and the PDF is optional.
import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
import { FileField } from '@/components/form/file-field';
import { FormDialog } from '@/components/form/form-dialog';
import { PeriodField } from '@/components/form/period-field';
import { TextField } from '@/components/form/text-field';

import type { AdminReport } from '../../api/get-reports-page';
import { useReportForm } from '../../hooks/use-report-form';
import { GLOBAL_OPTION } from '../../utils/dashboard-form';

interface ReportDialogProps {
  /** The report to replace; none for a new one. Mount with a key per row so defaults apply. */
  report?: AdminReport;
  companies: CompanyChoice[];
  scope: string;
  onClose: () => void;
}

export function ReportDialog({ report, companies, scope, onClose }: ReportDialogProps) {
  const { form, submit, staleWrite, isPending } = useReportForm(scope, report, onClose);
  const { control } = form;
  return (
    <FormDialog
      onClose={onClose}
      title={report ? 'Reemplazar Reporte' : 'Nuevo Reporte'}
      description="Reporte mensual en PDF para una empresa o para todas."
      state={{ form, submit, isPending, staleWrite }}
    >
      <CompanyField
        control={control}
        name="companyId"
        companies={companies}
        extraOption={GLOBAL_OPTION}
        disabled={!!report}
      />
      <TextField control={control} name="title" label="Título" />
      <PeriodField control={control} yearName="year" monthName="month" />
      <FileField
        control={control}
        name="file"
        label="Archivo (PDF)"
        accept="application/pdf,.pdf"
        bucket="monthly-reports"
        description={report ? 'Déjalo vacío para conservar el PDF actual.' : undefined}
      />
    </FormDialog>
  );
}
