// 'Exportar CSV' of 'Avance': every row matching the filters and the search (not only the visible page).
import { useMutation } from '@tanstack/react-query';
import { saveAs } from 'file-saver';

import { fetchAll } from '@/lib/query/fetch-all';
import { ilikeAny } from '@/utils/search';

import { today } from '../utils/dates';
import { buildProgressCsv, type ProgressCsvRow } from '../utils/progress-csv';
import type { ProgressFilters } from '../utils/progress-filters';
import { PROGRESS_COLUMNS, progressSelect } from './progress-query';

export interface ExportProgressInput {
  filters: ProgressFilters;
  search: string;
  companyName: (id: string | null) => string;
}

async function exportProgress({ filters, search, companyName }: ExportProgressInput) {
  const rows = await fetchAll((from, to) => {
    let query = progressSelect(filters, PROGRESS_COLUMNS);
    if (search.trim()) query = query.or(ilikeAny(['full_name', 'email', 'course_title'], search));
    return query
      .order('course_title')
      .order('full_name')
      .order('course_id')
      .order('profile_id')
      .range(from, to)
      .overrideTypes<ProgressCsvRow[], { merge: false }>();
  });
  const day = today();
  saveAs(
    new Blob([buildProgressCsv(rows, companyName, day)], { type: 'text/csv;charset=utf-8' }),
    `avance_capacitacion_${day}.csv`,
  );
  return rows.length;
}

export const useExportProgress = () =>
  useMutation({
    mutationFn: exportProgress,
    meta: {
      writes: [],
      successToast: {
        title: 'Exportación lista',
        description: (count) => `Se exportaron ${count as number} registros.`,
      },
      errorToast: { title: 'Error', description: 'No se pudo exportar el avance.' },
    },
  });
