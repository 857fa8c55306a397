// Upload the PDF, then insert the report row; if the insert fails the uploaded object is removed so
// nothing stays half-saved. Errors reaching the caller carry the Spanish message to show in the form. The
// row's id comes from the form: a retry of a creation that went through uploads nothing more.
import { useMutation } from '@tanstack/react-query';

import { FileError } from '@/lib/files/file-errors';
import { removeFile } from '@/lib/files/remove-file';
import { uploadFile } from '@/lib/files/upload-file';
import { insertOnce, rowExists } from '@/lib/insert-once';

import { ownerColumns } from '../utils/dashboard-form';
import { reportFolder, reportMessages } from '../utils/report-form';

export interface CreateReportInput {
  /** The new row's id, made once per submission. */
  id: string;
  companyId: string;
  title: string;
  year: number;
  month: number;
  file: File;
}

export async function createReport(input: CreateReportInput): Promise<void> {
  if (await rowExists('indicators', input.id)) return;
  const urlMonthly = await uploadFile({
    bucket: 'monthly-reports',
    folder: reportFolder(input.companyId, input.year, input.month),
    file: input.file,
  });
  const { error } = await insertOnce('indicators', {
    id: input.id,
    ...ownerColumns(input.companyId),
    title: input.title,
    url: null,
    url_monthly: urlMonthly,
    year: input.year,
    month: input.month,
  });
  if (error) {
    await removeFile(urlMonthly).catch((cause: unknown) =>
      console.warn('No se pudo limpiar el archivo', cause),
    );
    throw new FileError(reportMessages.insertFailed);
  }
}

export const useCreateReport = () =>
  useMutation({
    mutationFn: createReport,
    meta: {
      writes: ['indicators'],
      successToast: {
        title: 'Reporte publicado',
        description: (_data, input) => `${(input as CreateReportInput).title} se guardó correctamente.`,
      },
    },
  });
