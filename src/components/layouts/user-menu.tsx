import { KeyRound, LogOut, UserRound } from 'lucide-react';

import { UserAvatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { messages } from '@/config/messages';

interface UserMenuProps {
  name: string;
  email: string;
  avatarUrl?: string | null;
  onProfile?: () => void;
  onChangePassword?: () => void;
  onSignOut: () => void;
}

export function UserMenu({ name, email, avatarUrl, onProfile, onChangePassword, onSignOut }: UserMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        aria-label="Menú de usuario"
      >
        <UserAvatar name={name} src={avatarUrl} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
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
