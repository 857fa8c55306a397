// The menu 'Más acciones de <email>' of a user row (Radix's dropdown: positioning, focus handling). Loaded
// apart from the list (user-actions.tsx), which is the admin area's first screen.
import { LogOut, MailPlus, Trash2 } from 'lucide-react';
import * as React from 'react';

import { RowMenu } from '@/components/section/row-menu';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';

import type { AdminUser } from '../../api/get-users-page';
import { userActionTexts } from './user-action-texts';

export interface UserRowMenuProps {
  user: AdminUser;
  onChangeEmail: (user: AdminUser) => void;
  onRevoke: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  /** Opened by the press that asked for this code. */
  defaultOpen?: boolean;
  /** The stand-in button had the focus: this trigger takes it. */
  takeFocus?: boolean;
}

export function UserRowMenu({
  user,
  onChangeEmail,
  onRevoke,
  onDelete,
  defaultOpen,
  takeFocus,
}: UserRowMenuProps) {
  const trigger = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    if (takeFocus && !defaultOpen) trigger.current?.focus();
  }, [takeFocus, defaultOpen]);
  return (
    <RowMenu
      label={userActionTexts.menu(user.email)}
      title={userActionTexts.more}
      defaultOpen={defaultOpen}
      triggerRef={trigger}
    >
      <DropdownMenuItem onSelect={() => onChangeEmail(user)}>
        <MailPlus aria-hidden="true" />
        {userActionTexts.changeEmail}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onRevoke(user)} disabled={!user.active}>
        <LogOut aria-hidden="true" />
        {userActionTexts.revoke}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => onDelete(user)} className="text-destructive focus:text-destructive">
        <Trash2 aria-hidden="true" />
        {userActionTexts.delete}
      </DropdownMenuItem>
    </RowMenu>
  );
}
