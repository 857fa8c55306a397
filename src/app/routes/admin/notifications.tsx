// /dashboard/admin/notificaciones/*: 'Notificaciones': the admin's own history, and 'Correos Enviados'
// (every notification e-mail, its failures and 'Reenviar').
import { Navigate, Route, Routes } from 'react-router-dom';

import { SectionTabs } from '@/components/layouts/section-tabs';
import { paths } from '@/config/paths';
import { NotificationEmails } from '@/features/notifications/components/notification-emails';
import { NotificationHistory } from '@/features/notifications/components/notification-history';
import { useAuth } from '@/lib/auth/auth-context';

const tabs = [
  { to: paths.admin.notifications.getHref(), label: 'Mis Notificaciones' },
  { to: paths.admin.notificationEmails.getHref(), label: 'Correos Enviados' },
];

export default function AdminNotificationsPage() {
  const { profile } = useAuth();
  // The admin layout renders only for a signed-in admin, so the profile is there.
  if (!profile) return null;
  return (
    <div>
      <SectionTabs label="Secciones de Notificaciones" tabs={tabs} />
      <Routes>
        <Route index element={<NotificationHistory profileId={profile.id} />} />
        <Route path={paths.admin.notificationEmails.path} element={<NotificationEmails />} />
        <Route path="*" element={<Navigate to={paths.admin.notifications.getHref()} replace />} />
      </Routes>
    </div>
  );
}
