// The bell's panel: the latest notifications (each opens its screen and is marked read), 'Marcar como
// leídas' for all of them, and 'Ver Todas' to the history.
import { BellOff } from 'lucide-react';
import { Link } from 'react-router-dom';

import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';

import { latestErrorTexts, useLatestNotifications } from '../api/get-latest-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationLink } from './notification-link';

export const panelTexts = {
  title: 'Notificaciones',
  markAll: 'Marcar como Leídas',
  viewAll: 'Ver Todas',
  loading: 'Cargando notificaciones...',
  empty: {
    icon: BellOff,
    title: 'Sin Notificaciones',
    description: 'Aquí aparecerán los avisos de documentos, facturas, resultados y más.',
  },
} as const;

interface NotificationPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string;
  unread: number;
  historyHref: string;
}

export function NotificationPanel({
  open,
  onOpenChange,
  profileId,
  unread,
  historyHref,
}: NotificationPanelProps) {
  const latest = useLatestNotifications(open ? profileId : undefined);
  const markRead = useMarkNotificationsRead();
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        className="left-auto right-2 top-16 flex max-h-[calc(100dvh-5rem)] w-[calc(100%-1rem)] max-w-sm translate-x-0 translate-y-0 flex-col gap-0 p-0 sm:right-4"
      >
        <div className="flex flex-wrap items-center gap-2 border-b py-3 pl-4 pr-12">
          <DialogTitle className="text-base">{panelTexts.title}</DialogTitle>
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ profileId })}
          >
            {panelTexts.markAll}
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-2">
          <QueryStates
            query={latest}
            loading={panelTexts.loading}
            error={latestErrorTexts}
            empty={{ ...panelTexts.empty }}
          >
            {(rows) => (
              <ul className="grid gap-1" aria-label="Últimas notificaciones">
                {rows.map((notification) => (
                  <li key={notification.id}>
                    <NotificationLink
                      notification={notification}
                      onOpen={(opened) => {
                        if (opened.read_at === null) markRead.mutate({ profileId, ids: [opened.id] });
                        close();
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </QueryStates>
        </div>
        <div className="border-t p-2 text-center">
          <Button variant="link" size="sm" asChild>
            <Link to={historyHref} onClick={close}>
              {panelTexts.viewAll}
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
