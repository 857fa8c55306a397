// 'Exportar DC-4': the valid constancias of one company whose course period falls inside a plan period,
// as the layout file for the STPS electronic filing or as the list for people to review (CSV).
import { useMutation } from '@tanstack/react-query';
import { saveAs } from 'file-saver';

import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';

import { slug } from '../utils/csv';
import { buildDc4Csv, dc4FileName } from '../utils/dc4-csv';
import { buildDc4Layout, dc4LayoutFileName } from '../utils/dc4-layout';
import { CERTIFICATE_COLUMNS } from './certificate-columns';

export type Dc4Format = 'layout' | 'review';

export interface Dc4Input {
  company: { id: string; name: string };
  /** The plan's first and last day 'YYYY-MM-DD': a constancia counts when its course ran inside them. */
  from: string;
  to: string;
  format: Dc4Format;
}

export async function getDc4Rows({ company, from, to }: Pick<Dc4Input, 'company' | 'from' | 'to'>) {
  return fetchAll((start, end) =>
    supabase
      .from('certificates')
      .select(CERTIFICATE_COLUMNS)
      .eq('company_id', company.id)
      .is('revoked_at', null)
      .gte('period_start', from)
      .lte('period_end', to)
      .order('worker_last_name_paternal')
      .order('worker_last_name_maternal')
      .order('worker_given_names')
      .order('period_start')
      .order('id')
      .range(start, end),
  );
}

async function exportDc4(input: Dc4Input) {
  const rows = await getDc4Rows(input);
  const rfc = rows.find((r) => r.company_rfc)?.company_rfc ?? null;
  const { from, to } = input;
  const [text, name] =
    input.format === 'layout'
      ? [
          buildDc4Layout(rows, { from, to }),
          dc4LayoutFileName({ rfc, companySlug: slug(input.company.name), from, to }),
        ]
      : [buildDc4Csv(rows), dc4FileName({ rfc, companyName: input.company.name, from, to })];
  saveAs(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);
  return rows.length;
}

export const useExportDc4 = () =>
  useMutation({
    mutationFn: exportDc4,
    meta: {
      writes: [],
      successToast: {
        title: 'DC-4 exportada',
        description: (count) => `Se exportaron ${count as number} constancias vigentes.`,
      },
      errorToast: { title: 'Error', description: 'No se pudo exportar la lista DC-4.' },
    },
  });
