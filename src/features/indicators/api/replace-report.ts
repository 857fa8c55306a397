// Edit a report's title and period and, optionally, replace its PDF. A new PDF is uploaded first (over the
// old object when it lands on the same key), then the row is updated; the old object is removed only once
// the row points at the new one, so a failure never leaves the row without its file. The company is fixed:
// the file's folder decides who may read it. The row goes with the version the form loaded: a stale one is
// refused (StaleWriteError) and a newly uploaded file removed.
import { useMutation } from '@tanstack/react-query';

import { FileError } from '@/lib/files/file-errors';
import { storageReference } from '@/lib/files/file-reference';
import { removeFile } from '@/lib/files/remove-file';
import { uploadFile } from '@/lib/files/upload-file';
import { throwIfStale, withVersion } from '@/lib/stale-write';
import { supabase } from '@/lib/supabase';

import { GLOBAL_COMPANY } from '../utils/dashboard-form';
import { reportFolder, reportMessages } from '../utils/report-form';

export interface ReplaceReportInput {
  report: { id: string; company_id: string | null; is_global: boolean; url_monthly: string | null };
  /** The updated_at the form loaded. */
  version: string | null;
  title: string;
  year: number;
  month: number;
  file?: File;
}

const warn = (cause: unknown) => console.warn('No se pudo limpiar el archivo', cause);

export async function replaceReport({
  report,
  version,
  title,
  year,
  month,
  file,
}: ReplaceReportInput): Promise<void> {
  let urlMonthly = report.url_monthly;
  if (file) {
    const folder = reportFolder(report.is_global ? GLOBAL_COMPANY : (report.company_id ?? ''), year, month);
    const sameKey =
      storageReference('monthly-reports', `${folder}/${file.name.normalize('NFC')}`) === urlMonthly;
    urlMonthly = await uploadFile({ bucket: 'monthly-reports', folder, file, upsert: sameKey });
  }
  const { error } = await supabase
    .from('indicators')
    .update(withVersion({ title, year, month, url_monthly: urlMonthly }, version))
    .eq('id', report.id);
  if (error) {
    if (urlMonthly !== report.url_monthly && urlMonthly) await removeFile(urlMonthly).catch(warn);
    await throwIfStale(error, 'indicators', report.id);
    throw new FileError(reportMessages.insertFailed);
  }
  if (report.url_monthly && urlMonthly !== report.url_monthly)
    await removeFile(report.url_monthly).catch(warn);
}

export const useReplaceReport = () =>
  useMutation({
    mutationFn: replaceReport,
    meta: {
      writes: ['indicators'],
      successToast: {
        title: 'Reporte actualizado',
        description: (_data, input) => `${(input as ReplaceReportInput).title} se guardó correctamente.`,
      },
    },
  });
