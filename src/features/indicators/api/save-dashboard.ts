// Create or edit a dashboard row (an id edits). url_monthly stays null: a row with both would be a report.
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { ownerColumns, type DashboardFormValues } from '../utils/dashboard-form';

export interface SaveDashboardInput {
  id?: string;
  values: DashboardFormValues;
}

export async function saveDashboard({ id, values }: SaveDashboardInput): Promise<void> {
  const row = { ...ownerColumns(values.companyId), title: values.title, url: values.url, url_monthly: null };
  const { error } = id
    ? await supabase.from('indicators').update(row).eq('id', id)
    : await supabase.from('indicators').insert(row);
  if (error) throw error;
}

export const useSaveDashboard = () =>
  useMutation({
    mutationFn: saveDashboard,
    meta: {
      writes: ['indicators'],
      successToast: {
        title: 'Tablero guardado',
        description: (_data, input) =>
          `${(input as SaveDashboardInput).values.title} se guardó correctamente.`,
      },
      errorToast: { title: 'Error', description: 'No se pudo guardar el tablero. Inténtalo de nuevo.' },
    },
  });
