// Above a list narrowed to the item a notification links to: what is shown, and the way back to the
// whole list.
import { Bell } from 'lucide-react';

import { Button } from '@/components/ui/button';

interface LinkedItemNoticeProps {
  /** 'la factura', 'la solicitud', 'el documento'... */
  what: string;
  /** The whole list's button: 'Ver Todas las Facturas'. */
  showAll: string;
  onShowAll: () => void;
}

export function LinkedItemNotice({ what, showAll, onShowAll }: LinkedItemNoticeProps) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-info/40 bg-info/10 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2">
        <Bell className="size-4 shrink-0 text-info" aria-hidden="true" />
        Se muestra {what} de tu notificación.
      </p>
      <Button variant="outline" size="sm" onClick={onShowAll}>
        {showAll}
      </Button>
    </div>
  );
}
