import { ChevronDown, KeyRound, LogOut, UserRound } from 'lucide-react';

import { initials, UserAvatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { messages } from '@/config/messages';
import { cn } from '@/utils/cn';

interface UserMenuProps {
  name: string;
  email: string;
  avatarUrl?: string | null;
  onProfile?: () => void;
  onChangePassword?: () => void;
  onSignOut: () => void;
  /** 'chevron' when the avatar itself does something else (the client header opens the profile with it). */
  trigger?: 'avatar' | 'chevron';
}

export function UserMenu({
  name,
  email,
  avatarUrl,
  onProfile,
  onChangePassword,
  onSignOut,
  trigger = 'avatar',
}: UserMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'inline-flex items-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
          trigger === 'chevron' && 'p-2 hover:bg-accent',
        )}
        // The avatar shows the initials, so its name includes them (WCAG 2.5.3, label in name).
        aria-label={trigger === 'avatar' ? `Menú de usuario, ${initials(name)}` : 'Menú de usuario'}
      >
        {trigger === 'avatar' ? (
          <UserAvatar name={name} src={avatarUrl} />
        ) : (
          <ChevronDown className="size-5 text-muted-foreground" aria-hidden="true" />
        )}
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
