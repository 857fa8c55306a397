// The user menu itself (Radix dropdown menu: positioning, focus trap, outside-click dismissal). Loaded by
// user-menu.tsx after the first screen's data, or as soon as someone heads for the button.
import { KeyRound, LogOut, UserRound } from 'lucide-react';
import * as React from 'react';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { messages } from '@/config/messages';

import { type Handover, TriggerFace, triggerProps, type UserMenuProps } from './user-menu-trigger';

const firstItemFocus = {
  onOpenAutoFocus: (event: Event) => {
    event.preventDefault();
    (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  },
} as object;

export function RadixUserMenu({
  name,
  email,
  avatarUrl,
  onProfile,
  onChangePassword,
  onSignOut,
  trigger = 'avatar',
  handover = { open: null, focused: false },
}: UserMenuProps & { handover?: Handover }) {
  const [open, setOpen] = React.useState(handover.open !== null);
  // A menu opened with Enter before its code was here opens as Radix's own keyboard opening does, with the
  // first item focused; that first opening only. `onOpenAutoFocus` is passed on to Radix's menu content,
  // which the dropdown's types do not list (tests/unit/components/user-menu checks it).
  const [keyboardOpen, setKeyboardOpen] = React.useState(handover.open === 'keyboard');
  const onOpenChange = (next: boolean) => {
    if (!next) setKeyboardOpen(false);
    setOpen(next);
  };
  const button = React.useRef<HTMLButtonElement>(null);
  React.useLayoutEffect(() => {
    const active = document.activeElement;
    if (handover.focused && handover.open === null && (!active || active === document.body))
      button.current?.focus();
    // Only what happened before the first render counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger ref={button} {...triggerProps(trigger, name)}>
        <TriggerFace trigger={trigger} name={name} avatarUrl={avatarUrl} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" {...(keyboardOpen ? firstItemFocus : {})}>
        <DropdownMenuLabel>
          <p className="truncate font-semibold">{name}</p>
          <p className="truncate text-xs font-normal text-muted-foreground">{email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {onProfile && (
          <DropdownMenuItem onSelect={onProfile}>
            <UserRound aria-hidden="true" />
            {messages.myProfile}
          </DropdownMenuItem>
        )}
        {onChangePassword && (
          <DropdownMenuItem onSelect={onChangePassword}>
            <KeyRound aria-hidden="true" />
            {messages.changePassword}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={onSignOut} className="text-destructive focus:text-destructive">
          <LogOut aria-hidden="true" />
          {messages.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
