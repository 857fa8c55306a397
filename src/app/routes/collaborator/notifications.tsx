import { NotificationHistory } from '@/features/notifications/components/notification-history';
import { useAuth } from '@/lib/auth/auth-context';

export default function CollaboratorNotificationsPage() {
  const { profile } = useAuth();
  // The collaborator layout only renders for a signed-in collaborator, so the profile is there.
  return profile ? <NotificationHistory profileId={profile.id} /> : null;
}
