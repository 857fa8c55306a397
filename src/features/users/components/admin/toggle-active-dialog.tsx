// Activating or deactivating asks first. Deactivation cuts every data request at once (RLS sees no active
// profile); the database refuses it for the admin's own account and for the last active admin, and that
// Spanish refusal is the toast.
import { AlertDialog } from '@/components/ui/alert-dialog';

import type { AdminUser } from '../../api/get-users-page';
import { useSetUserActive } from '../../api/update-user';

export function ToggleActiveDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const toggle = useSetUserActive();
  const deactivating = user?.active ?? false;
  return (
    <AlertDialog
      open={user !== null}
      onOpenChange={(open) => !open && !toggle.isPending && onClose()}
      title={deactivating ? '¿Desactivar usuario?' : '¿Activar usuario?'}
      description={
        user
          ? deactivating
            ? `${user.email} perderá de inmediato el acceso a todos los datos del portal.`
            : `${user.email} podrá volver a iniciar sesión y ver los datos de su empresa.`
          : undefined
      }
      confirmLabel={deactivating ? 'Desactivar' : 'Activar'}
      onConfirm={() =>
        user &&
        toggle.mutate({ id: user.id, email: user.email, active: !user.active }, { onSettled: onClose })
      }
      busy={toggle.isPending}
    />
  );
}
