// 'Exportar CSV': every feedback matching the header company and the filters (not only the visible page),
// newest first, saved as a CSV file that Excel opens with accents intact.
import { useMutation } from '@tanstack/react-query';
import { saveAs } from 'file-saver';

import type { CompanyScope } from '@/lib/company-scope';
import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';

import { toCsv } from '../utils/feedback-csv';
import type { FeedbackFilters } from '../utils/feedback-filters';
import { NO_COMPANY_LABEL } from '../utils/feedback-stats';
import { applyFeedbackFilters } from './feedback-query';

export const CSV_HEADER = ['Fecha', 'Empresa', 'Remitente', 'Correo', 'Calificación', 'Comentario'];

const pad = (n: number) => String(n).padStart(2, '0');
/** '2026-03-05 14:07' in the admin's time zone: sortable, and read as a date by spreadsheets. */
export function csvDate(value: string): string {
  const d = new Date(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export async function buildFeedbackCsv(scope: CompanyScope, filters: FeedbackFilters) {
  const rows = await fetchAll((from, to) =>
    applyFeedbackFilters(
      supabase
        .from('feedback')
        .select(
          'id, rating, comment, created_at, company:companies(name), sender:profiles(full_name, email)',
        ),
      scope,
      filters,
    )
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
  const csv = toCsv(
    CSV_HEADER,
    rows.map((r) => [
      csvDate(r.created_at),
      r.company?.name ?? NO_COMPANY_LABEL,
      r.sender?.full_name ?? '',
      r.sender?.email ?? '',
      r.rating,
      r.comment ?? '',
    ]),
  );
  return { csv, count: rows.length };
}

export const csvFileName = (now = new Date()) =>
  `retroalimentacion_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;

async function exportFeedback({ scope, filters }: { scope: CompanyScope; filters: FeedbackFilters }) {
  const { csv, count } = await buildFeedbackCsv(scope, filters);
  saveAs(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName());
  return count;
}

export const useExportFeedback = () =>
  useMutation({
    mutationFn: exportFeedback,
    meta: {
      writes: [],
      successToast: {
        title: 'Exportación lista',
        description: (count) => `Se exportaron ${count as number} registros.`,
      },
      errorToast: { title: 'Error', description: 'No se pudo exportar la retroalimentación.' },
    },
  });
