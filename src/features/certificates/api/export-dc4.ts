// 'Exportar DC-4 (CSV)': the valid constancias of one company issued in a period, with the columns the
// DC-4 list asks for, as a UTF-8 CSV named after the company's RFC.
import { useMutation } from '@tanstack/react-query';
import { saveAs } from 'file-saver';

import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';

import { dayStart } from '../utils/certificate-filters';
import { buildDc4Csv, dc4FileName } from '../utils/dc4-csv';
import { CERTIFICATE_COLUMNS } from './certificate-columns';

export interface Dc4Input {
  company: { id: string; name: string };
  /** Inclusive issue days 'YYYY-MM-DD'. */
  from: string;
  to: string;
}

export async function getDc4Rows({ company, from, to }: Dc4Input) {
  return fetchAll((start, end) =>
    supabase
      .from('certificates')
      .select(CERTIFICATE_COLUMNS)
      .eq('company_id', company.id)
      .is('revoked_at', null)
      .gte('issued_at', dayStart(from))
      .lt('issued_at', dayStart(to, true))
      .order('worker_last_name_paternal')
      .order('worker_last_name_maternal')
      .order('worker_given_names')
      .order('issued_at')
      .order('id')
      .range(start, end),
  );
}

async function exportDc4(input: Dc4Input) {
  const rows = await getDc4Rows(input);
  const rfc = rows.find((r) => r.company_rfc)?.company_rfc ?? null;
  saveAs(
    new Blob([buildDc4Csv(rows)], { type: 'text/csv;charset=utf-8' }),
    dc4FileName({ rfc, companyName: input.company.name, from: input.from, to: input.to }),
  );
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
