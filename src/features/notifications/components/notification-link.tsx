// One notification as a line that opens its screen: what happened, which company, when, and a dot while
// unread. Following it marks it read. A link that is not a portal path is shown without being followed.
import { Link } from 'react-router-dom';

import { cn } from '@/utils/cn';

import type { NotificationEntry } from '../api/get-latest-notifications';
import { noticeDetail, portalLink } from '../utils/notification-format';

interface NotificationLinkProps {
  notification: NotificationEntry;
  onOpen: (notification: NotificationEntry) => void;
}

export function NotificationLink({ notification, onOpen }: NotificationLinkProps) {
  const unread = notification.read_at === null;
  const to = portalLink(notification.link);
  const body = (
    <>
      <span className="flex items-start gap-2">
        <span
          aria-hidden="true"
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
        />
        <span className={cn('min-w-0 [overflow-wrap:anywhere]', unread ? 'font-semibold' : 'font-medium')}>
          {unread && <span className="sr-only">Sin leer:</span>} {notification.title}
        </span>
      </span>{' '}
      <span className="pl-4 text-xs text-muted-foreground">{noticeDetail(notification)}</span>
    </>
  );
  const className = 'grid gap-0.5 rounded-md px-3 py-2 text-sm';
  if (!to) return <div className={className}>{body}</div>;
  return (
    <Link
      to={to}
      onClick={() => onOpen(notification)}
      className={cn(
        className,
        'hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      )}
    >
      {body}
    </Link>
  );
}
