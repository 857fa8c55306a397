import { Inbox, type LucideIcon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '@/utils/cn';

import { NoticeBlock } from './notice-block';

interface EmptyStateProps {
  title: string;
  description?: React.ReactNode;
  icon?: LucideIcon;
  action?: React.ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon = Inbox, action, className }: EmptyStateProps) {
  return (
    <NoticeBlock
      icon={icon}
      iconClassName="size-10 text-muted-foreground"
      title={title}
      description={description}
      className={cn('border-dashed bg-card p-10', className)}
    >
      {action}
    </NoticeBlock>
  );
}
