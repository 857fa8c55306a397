// Deletes a dashboard or a monthly report. The row goes first: a row whose file is gone would show a
// broken link to clients, while an orphaned object (if its removal fails or never happens) is invisible to
// them and removed by the storage sweep. A
// dashboard's url is an external link, which removeFile leaves alone.
import { useMutation } from '@tanstack/react-query';

import { discardFile } from '@/lib/files/remove-file';
import { supabase } from '@/lib/supabase';

export interface IndicatorRef {
  id: string;
  title: string | null;
  url_monthly?: string | null;
}

export async function deleteIndicator(indicator: IndicatorRef): Promise<void> {
  const { error } = await supabase.from('indicators').delete().eq('id', indicator.id);
  if (error) throw error;
  if (indicator.url_monthly) await discardFile(indicator.url_monthly);
}

export const useDeleteIndicator = (kind: 'dashboard' | 'report') =>
  useMutation({
    mutationFn: deleteIndicator,
    meta: {
      writes: ['indicators'],
      successToast: {
        title: kind === 'dashboard' ? 'Tablero eliminado' : 'Reporte eliminado',
        description: (_data, input) => (input as IndicatorRef).title ?? '',
      },
      errorToast: {
        title: 'Error',
        description:
          kind === 'dashboard'
            ? 'No se pudo eliminar el tablero. Inténtalo de nuevo.'
            : 'No se pudo eliminar el reporte. Inténtalo de nuevo.',
      },
    },
  });
