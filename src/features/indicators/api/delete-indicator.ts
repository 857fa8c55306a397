// Deletes a dashboard or a monthly report, and then the report's file (lib/query/delete-row). A dashboard's
// url is an external link, with no file to remove.
import { useMutation } from '@tanstack/react-query';

import { deleteRow } from '@/lib/query/delete-row';

export interface IndicatorRef {
  id: string;
  title: string | null;
  url_monthly?: string | null;
}

export const deleteIndicator = (indicator: IndicatorRef) =>
  deleteRow('indicators', indicator.id, [indicator.url_monthly]);

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
