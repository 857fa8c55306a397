// Per user: edit, resend the invitation, activate or deactivate, and a menu with the rest of the account's
// life (change the e-mail, close every session, delete). The menu's code (Radix's dropdown) is not needed
// to show the list, the admin area's first screen: it is fetched on idle once the first data is on screen,
// or as soon as the pointer or the focus reaches a row's menu button; until then that button is a plain
// one with the same name and look, and a press on it opens the menu the moment the code arrives.
import { Mail, MoreHorizontal, UserCheck, UserX } from 'lucide-react';
import * as React from 'react';

import { EditAction, IconAction } from '@/components/section/row-actions';
import { Button } from '@/components/ui/button';
import { loadOnce } from '@/lib/load-once';
import { toast } from '@/lib/toast';

import type { AdminUser } from '../../api/get-users-page';
import { userActionTexts } from './user-action-texts';
import type { UserRowMenu, UserRowMenuProps } from './user-row-menu';

export { userActionTexts };

const MENU_FAILED = {
  title: 'No se pudo abrir el menú',
  description: 'Revisa tu conexión e inténtalo de nuevo.',
} as const;

let RowMenu: typeof UserRowMenu | undefined;
/** One shared download, retried after a failure. */
export const loadUserRowMenu = loadOnce(() =>
  import('./user-row-menu').then((module) => (RowMenu = module.UserRowMenu)),
);

interface UserActionsProps extends Omit<UserRowMenuProps, 'defaultOpen' | 'takeFocus'> {
  onEdit: (user: AdminUser) => void;
  onInvite: (user: AdminUser) => void;
  onToggleActive: (user: AdminUser) => void;
}

export function UserActions({ user, onEdit, onInvite, onToggleActive, ...menu }: UserActionsProps) {
  const ToggleIcon = user.active ? UserX : UserCheck;
  const toggle = user.active ? 'Desactivar' : 'Activar';
  return (
    <>
      <EditAction name={user.email} onEdit={() => onEdit(user)} />
      <IconAction
        label={`Reenviar invitación a ${user.email}`}
        tooltip="Reenviar Invitación"
        iconOnly
        icon={Mail}
        onClick={() => onInvite(user)}
        disabled={!user.active}
      />
      <IconAction
        label={`${toggle} ${user.email}`}
        tooltip={toggle}
        iconOnly
        icon={ToggleIcon}
        iconClassName={user.active ? 'text-destructive' : 'text-success'}
        onClick={() => onToggleActive(user)}
      />
      <MoreActions user={user} {...menu} />
    </>
  );
}

function MoreActions(props: Omit<UserRowMenuProps, 'defaultOpen' | 'takeFocus'>) {
  const [Menu, setMenu] = React.useState(() => RowMenu);
  const [handover, setHandover] = React.useState({ open: false, focused: false });
  const face = React.useRef<HTMLButtonElement>(null);
  const load = (open: boolean) => {
    if (open) setHandover((h) => ({ ...h, open: true }));
    loadUserRowMenu().then(
      (Loaded) => {
        const focused = face.current !== null && document.activeElement === face.current;
        setHandover((h) => ({ ...h, focused }));
        setMenu(() => Loaded);
      },
      (error: unknown) => {
        console.error('No se pudo cargar el menú del usuario.', error);
        // A press that asked for it is over: the menu must not pop open at a later, successful load.
        setHandover((h) => ({ ...h, open: false }));
        if (open)
          toast({ variant: 'destructive', title: MENU_FAILED.title, description: MENU_FAILED.description });
      },
    );
  };
  if (Menu) return <Menu {...props} defaultOpen={handover.open} takeFocus={handover.focused} />;
  return (
    <Button
      ref={face}
      variant="ghost"
      size="icon"
      aria-label={userActionTexts.menu(props.user.email)}
      title={userActionTexts.more}
      aria-haspopup="menu"
      // Radix's trigger opens on pointerdown: a press whose code arrives between down and up still opens.
      onPointerDown={(event) => event.button === 0 && load(true)}
      onClick={() => load(true)}
      onPointerEnter={() => load(false)}
      onFocus={() => load(false)}
    >
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
}
