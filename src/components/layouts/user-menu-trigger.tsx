// The user menu's button, shared by the stand-in (user-menu.tsx, before the menu's code is here) and the
// real Radix trigger, so that both look and are named the same.
import { ChevronDown } from 'lucide-react';

import { initials, UserAvatar } from '@/components/ui/avatar';
import { cn } from '@/utils/cn';

export interface UserMenuProps {
  name: string;
  email: string;
  avatarUrl?: string | null;
  onProfile?: () => void;
  onChangePassword?: () => void;
  onSignOut: () => void;
  /** 'chevron' when the avatar itself does something else (the client header opens the profile with it). */
  trigger?: 'avatar' | 'chevron';
}

/** How the stand-in button was used before this code arrived. */
export interface Handover {
  /** Opened with a press ('pointer') or from the keyboard (the first item takes the focus). */
  open: 'pointer' | 'keyboard' | null;
  /** The stand-in had the focus: the real button takes it, unless it went elsewhere meanwhile. */
  focused: boolean;
}

// The avatar shows the initials, so its name includes them (WCAG 2.5.3, label in name).
export const triggerProps = (trigger: UserMenuProps['trigger'], name: string) => ({
  className: cn(
    'inline-flex items-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    trigger === 'chevron' && 'p-2 hover:bg-accent',
  ),
  'aria-label': trigger === 'avatar' ? `Menú de usuario, ${initials(name)}` : 'Menú de usuario',
});

export function TriggerFace({
  trigger,
  name,
  avatarUrl,
}: Pick<UserMenuProps, 'trigger' | 'name' | 'avatarUrl'>) {
  return trigger === 'avatar' ? (
    <UserAvatar name={name} src={avatarUrl} />
  ) : (
    <ChevronDown className="size-5 text-muted-foreground" aria-hidden="true" />
  );
}
