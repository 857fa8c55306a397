import { Mail, Pencil, UserCheck, UserX } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { AdminUser } from '../../api/get-users-page';

interface UserActionsProps {
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  onInvite: (user: AdminUser) => void;
  onToggleActive: (user: AdminUser) => void;
}

export function UserActions({ user, onEdit, onInvite, onToggleActive }: UserActionsProps) {
  const ToggleIcon = user.active ? UserX : UserCheck;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => onEdit(user)} aria-label={`Editar ${user.email}`}>
        <Pencil aria-hidden="true" />
        Editar
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onInvite(user)}
        disabled={!user.active}
        aria-label={`Reenviar invitación a ${user.email}`}
        title="Reenviar invitación"
      >
        <Mail aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onToggleActive(user)}
        aria-label={`${user.active ? 'Desactivar' : 'Activar'} ${user.email}`}
        title={user.active ? 'Desactivar' : 'Activar'}
      >
        <ToggleIcon className={user.active ? 'text-destructive' : 'text-success'} aria-hidden="true" />
      </Button>
    </>
  );
}
