// Create or edit a dashboard row (an id edits, with the version its form loaded: a stale one is refused,
// StaleWriteError). url_monthly stays null: a row with both would be a report. A new row takes the form's
// id and is inserted once.
import { useMutation } from '@tanstack/react-query';

import { insertOnce } from '@/lib/insert-once';
import { throwIfStale, withVersion } from '@/lib/stale-write';
import { supabase } from '@/lib/supabase';

import { ownerColumns, type DashboardFormValues } from '../utils/dashboard-form';

export type SaveDashboardInput = { values: DashboardFormValues } & (
  | { id: string; /** The updated_at the form loaded. */ version: string | null }
  | { id?: undefined; /** The new row's id, made once per submission. */ newId: string }
);

export async function saveDashboard(input: SaveDashboardInput): Promise<void> {
  const { values } = input;
  const row = { ...ownerColumns(values.companyId), title: values.title, url: values.url, url_monthly: null };
  const { error } =
    input.id !== undefined
      ? await supabase.from('indicators').update(withVersion(row, input.version)).eq('id', input.id)
      : await insertOnce('indicators', { id: input.newId, ...row });
  if (!error) return;
  if (input.id !== undefined) await throwIfStale(error, 'indicators', input.id);
  throw error;
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
