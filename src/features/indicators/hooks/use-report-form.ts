// The monthly report dialog's form: a new report (PDF required) or a replacement of an existing one (PDF
// optional). A failed upload or save is the form's root error, cleared by the next change.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { errorMessage } from '@/lib/errors';

import { useCreateReport } from '../api/create-report';
import type { AdminReport } from '../api/get-reports-page';
import { useReplaceReport } from '../api/replace-report';
import {
  replaceReportSchema,
  reportDefaults,
  reportSchema,
  type ReportFormInput,
  type ReportFormOutput,
} from '../utils/report-form';

export function useReportForm(scope: string, report: AdminReport | undefined, onDone: () => void) {
  const form = useForm<ReportFormInput, unknown, ReportFormOutput>({
    resolver: zodResolver(report ? replaceReportSchema : reportSchema),
    defaultValues: reportDefaults(scope, report),
  });
  const create = useCreateReport();
  const replace = useReplaceReport();

  // A changed field makes the last failure stale (e.g. a wrong-type file just replaced by the PDF).
  const values = useWatch({ control: form.control });
  const { clearErrors } = form;
  React.useEffect(() => clearErrors('root'), [values, clearErrors]);

  const submit = form.handleSubmit(async ({ file, ...values }) => {
    try {
      if (report) await replace.mutateAsync({ report, ...values, file });
      else if (file) await create.mutateAsync({ ...values, file });
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
      return;
    }
    onDone();
  });

  return { form, submit, isPending: create.isPending || replace.isPending };
}
