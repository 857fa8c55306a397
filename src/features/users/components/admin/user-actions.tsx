// Per user: edit, resend the invitation, activate or deactivate, and a menu with the rest of the account's
// life (change the e-mail, close every session, delete).
import { Mail, MailPlus, MoreHorizontal, Pencil, LogOut, Trash2, UserCheck, UserX } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import type { AdminUser } from '../../api/get-users-page';

export const userActionTexts = {
  menu: (email: string) => `Más acciones de ${email}`,
  changeEmail: 'Cambiar correo',
  revoke: 'Cerrar sesión en todos los dispositivos',
  delete: 'Eliminar usuario',
} as const;

interface UserActionsProps {
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  onInvite: (user: AdminUser) => void;
  onToggleActive: (user: AdminUser) => void;
  onChangeEmail: (user: AdminUser) => void;
  onRevoke: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function UserActions({
  user,
  onEdit,
  onInvite,
  onToggleActive,
  onChangeEmail,
  onRevoke,
  onDelete,
}: UserActionsProps) {
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
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={userActionTexts.menu(user.email)}
            title="Más acciones"
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onChangeEmail(user)}>
            <MailPlus aria-hidden="true" />
            {userActionTexts.changeEmail}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onRevoke(user)} disabled={!user.active}>
            <LogOut aria-hidden="true" />
            {userActionTexts.revoke}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => onDelete(user)}
            className="text-destructive focus:text-destructive"
          >
            <Trash2 aria-hidden="true" />
            {userActionTexts.delete}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
