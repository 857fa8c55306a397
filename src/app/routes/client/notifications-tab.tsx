import { NotificationHistory } from '@/features/notifications/components/notification-history';
import { useAuth } from '@/lib/auth/auth-context';

export function NotificationsTab() {
  const { profile } = useAuth();
  // The portal renders its tabs only for a signed-in client, so the profile is there.
  return profile ? <NotificationHistory profileId={profile.id} /> : null;
}
