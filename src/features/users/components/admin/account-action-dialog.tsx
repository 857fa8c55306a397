// The confirmations of what happens to a user's account: activate or deactivate (deactivating disables the
// Firebase account and signs the person out on every device at once), close every session, delete. Each
// names what it does; the server's Spanish refusal (own account, last admin, issued DC-3 certificates)
// is the toast.
import * as React from 'react';

import { AlertDialog } from '@/components/ui/alert-dialog';

import { useDeleteUser, useRevokeUserSessions, useSetUserActive } from '../../api/account-lifecycle';
import type { AdminUser } from '../../api/get-users-page';

export type AccountActionKind = 'toggle' | 'revoke' | 'delete';
export interface AccountAction {
  kind: AccountActionKind;
  user: AdminUser;
}

const texts = {
  deactivate: {
    title: '¿Desactivar usuario?',
    description: (email: string) =>
      `${email} no podrá iniciar sesión y se cerrará su sesión en todos sus dispositivos de inmediato.`,
    confirm: 'Desactivar',
  },
  activate: {
    title: '¿Activar usuario?',
    description: (email: string) => `${email} podrá volver a iniciar sesión y ver los datos de su empresa.`,
    confirm: 'Activar',
  },
  revoke: {
    title: '¿Cerrar sesión en todos los dispositivos?',
    description: (email: string) =>
      `Se cerrará la sesión de ${email} en todos sus dispositivos. Podrá volver a entrar con su contraseña.`,
    confirm: 'Cerrar Sesiones',
  },
  delete: {
    title: '¿Eliminar usuario?',
    description: (email: string) =>
      `Se eliminarán el perfil y la cuenta de acceso de ${email}, con su avance de cursos. No se puede deshacer. Si solo debe dejar de entrar, desactívalo.`,
    confirm: 'Eliminar',
  },
} as const;

export function AccountActionDialog({
  action,
  onClose,
}: {
  action: AccountAction | null;
  onClose: () => void;
}) {
  const toggle = useSetUserActive();
  const revoke = useRevokeUserSessions();
  const remove = useDeleteUser();
  // The last action asked for stays on screen while the dialog closes (it animates out after `action`
  // is gone), so its title, text and button do not change under the person's eyes.
  const [shown, setShown] = React.useState(action);
  if (action && action !== shown) setShown(action);
  const user = shown?.user;
  const kind = shown?.kind ?? 'toggle';
  const copy = kind === 'toggle' ? (user?.active === false ? texts.activate : texts.deactivate) : texts[kind];
  const busy = toggle.isPending || revoke.isPending || remove.isPending;
  const confirm = () => {
    if (!user) return;
    const target = { id: user.id, email: user.email };
    const done = { onSettled: onClose };
    if (kind === 'toggle') toggle.mutate({ ...target, active: !user.active }, done);
    else if (kind === 'revoke') revoke.mutate(target, done);
    else remove.mutate(target, done);
  };
  return (
    <AlertDialog
      open={action !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={copy.title}
      description={user ? copy.description(user.email) : undefined}
      confirmLabel={copy.confirm}
      confirmVariant={kind === 'delete' ? 'destructive' : 'default'}
      onConfirm={confirm}
      busy={busy}
    />
  );
}
