// The header's bell, in every signed-in area: the unread count (asked again every 45 s and on focus) as
// a badge and in the button's name, and a panel with the latest notifications. The panel's code (a
// Radix dialog and the list) loads on idle after the first data, or when the bell is first pressed.
import { Bell } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { afterFirstData } from '@/lib/first-data';

import { useUnreadCount } from '../api/get-unread-count';
import { badgeText, bellLabel } from '../utils/notification-format';

const loadPanel = () => import('./notification-panel');
const NotificationPanel = React.lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })));

export function NotificationBell({ historyHref }: { historyHref: string }) {
  const { profile } = useAuth();
  const unread = useUnreadCount(profile?.id);
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  const count = unread.data ?? 0;
  React.useEffect(() => afterFirstData(() => void loadPanel().catch(() => undefined)), []);

  if (!profile) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative shrink-0"
        aria-label={bellLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Bell className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] font-semibold leading-none text-destructive-foreground"
          >
            {badgeText(count)}
          </span>
        )}
      </Button>
      {used && (
        <React.Suspense fallback={null}>
          <NotificationPanel
            open={open}
            onOpenChange={setOpen}
            profileId={profile.id}
            unread={count}
            historyHref={historyHref}
          />
        </React.Suspense>
      )}
    </>
  );
}
