// A request's result file is removed after its row (a client must never see a result link whose file is
// gone).
import { useMutation } from '@tanstack/react-query';

import { rowDeleteMutation } from '@/lib/query/delete-row';
import type { Tables } from '@/types/database';

type RequestRef = Pick<Tables<'laboratory_requests'>, 'id' | 'request_type' | 'result_url'>;

const requestDelete = rowDeleteMutation<RequestRef>({
  table: 'laboratory_requests',
  files: (request) => [request.result_url],
  deleted: 'Solicitud eliminada',
  name: (request) => request.request_type,
  failed: 'No se pudo eliminar la solicitud. Inténtalo de nuevo.',
});

export const deleteRequest = requestDelete.mutationFn;

export const useDeleteRequest = () => useMutation(requestDelete);
