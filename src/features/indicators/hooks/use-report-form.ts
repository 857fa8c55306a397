// The monthly report dialog's form: a new report (PDF required) or a replacement of an existing one (PDF
// optional). A failed upload or save is the form's root error, cleared by the next change.
import { useFormDialog } from '@/components/form/use-form-dialog';

import { useCreateReport } from '../api/create-report';
import type { AdminReport } from '../api/get-reports-page';
import { useReplaceReport } from '../api/replace-report';
import { replaceReportSchema, reportDefaults, reportSchema } from '../utils/report-form';

export function useReportForm(scope: string, report: AdminReport | undefined, onDone: () => void) {
  const create = useCreateReport();
  const replace = useReplaceReport();
  const { form, submit, staleWrite } = useFormDialog({
    schema: report ? replaceReportSchema : reportSchema,
    defaultValues: reportDefaults(scope, report),
    version: report?.updated_at,
    storedValues: (row: AdminReport) => reportDefaults(scope, row),
    save: async ({ file, ...values }, { version, newId }) => {
      if (report) await replace.mutateAsync({ report, version, ...values, file });
      else if (file) await create.mutateAsync({ ...values, id: newId, file });
    },
    onDone,
  });
  return { form, submit, staleWrite, isPending: create.isPending || replace.isPending };
}
