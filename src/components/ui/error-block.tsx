import { AlertTriangle } from 'lucide-react';
import type * as React from 'react';

import { cn } from '@/utils/cn';

import { Button } from './button';
import { NoticeBlock } from './notice-block';

interface ErrorBlockProps {
  title?: string;
  description?: React.ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

export function ErrorBlock({
  title = 'Error',
  description,
  onRetry,
  retryLabel = 'Reintentar',
  className,
}: ErrorBlockProps) {
  return (
    <NoticeBlock
      role="alert"
      icon={AlertTriangle}
      iconClassName="size-8 text-destructive"
      title={title}
      description={description}
      className={cn('border-destructive/30 bg-destructive/5 p-8', className)}
    >
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </NoticeBlock>
  );
}
