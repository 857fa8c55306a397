// «Quién lo consultó»: every opening of a request's result by the company's users, newest first, with the
// ground it was released on.
import { QueryStates } from '@/components/query-states';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/utils/format';

import type { AdminLabRequest } from '../../api/get-requests-page';
import { useAccessLog } from '../../api/save-verdict';

const texts = {
  title: 'Quién lo Consultó',
  loading: 'Cargando consultas...',
  error: { title: 'Error', description: 'No se pudo cargar quién consultó el resultado.' },
  empty: { title: 'Sin Consultas', description: 'Nadie de la empresa ha abierto este resultado.' },
  basis: { resultado_completo: 'Resultado completo', consentimiento: 'Con consentimiento' } as Record<
    string,
    string
  >,
};

export function AccessLogDialog({ request, onClose }: { request: AdminLabRequest; onClose: () => void }) {
  const log = useAccessLog(request.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{request.request_type}</DialogDescription>
        </DialogHeader>
        <QueryStates
          query={log}
          loading={texts.loading}
          error={texts.error}
          empty={texts.empty}
          isEmpty={(rows) => rows.length === 0}
        >
          {(rows) => (
            <ul className="grid gap-2 text-sm">
              {rows.map((row) => (
                <li key={row.id} className="grid border-b pb-2">
                  <span className="font-medium">
                    {row.actor_name || row.actor_email || 'Usuario eliminado'}
                  </span>
                  <span className="text-muted-foreground">
                    {formatDateTime(row.accessed_at)} · {texts.basis[row.basis] ?? row.basis}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </DialogContent>
    </Dialog>
  );
}
