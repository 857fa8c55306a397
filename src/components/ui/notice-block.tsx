// The centred box of a screen's empty and error states: an icon, a title, an optional description and
// whatever the state offers below them (an action, a retry).
import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '@/utils/cn';

interface NoticeBlockProps {
  icon: LucideIcon;
  iconClassName: string;
  title: string;
  description?: React.ReactNode;
  role?: 'alert';
  className?: string;
  children?: React.ReactNode;
}

export function NoticeBlock({
  icon: Icon,
  iconClassName,
  title,
  description,
  role,
  className,
  children,
}: NoticeBlockProps) {
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border text-center',
        className,
      )}
    >
      <Icon className={iconClassName} aria-hidden="true" />
      <h3 className="text-lg font-semibold">{title}</h3>
      {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
      {children}
    </div>
  );
}
