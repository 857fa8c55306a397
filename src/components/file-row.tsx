// One row of a client's list of files (a document, a monthly report): its icon, name and details, and the
// button that opens it. The button's name starts with its visible text (WCAG 2.5.3, label in name); the
// caller adds which file.
import { ExternalLink, type LucideIcon } from 'lucide-react';
import type * as React from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/utils/cn';

interface FileRowProps {
  as?: 'li' | 'div';
  icon: LucideIcon;
  title: string;
  details: React.ReactNode;
  detailsClassName?: string;
  /** The button's visible text while idle ('Abriendo...' while opening). */
  openText: string;
  openName: string;
  opening: boolean;
  /** Also marks the busy button with aria-busy. */
  announceBusy?: boolean;
  onOpen: () => void;
}

export function FileRow({
  as: Row = 'li',
  icon: Icon,
  title,
  details,
  detailsClassName,
  openText,
  openName,
  opening,
  announceBusy,
  onOpen,
}: FileRowProps) {
  return (
    <Row className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <p className="break-words font-medium">{title}</p>
          <div className={cn('mt-1 flex flex-wrap gap-2', detailsClassName)}>{details}</div>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="ml-8 self-start sm:ml-0 sm:self-center"
        aria-label={openName}
        disabled={opening}
        aria-busy={announceBusy ? opening : undefined}
        onClick={onOpen}
      >
        <ExternalLink aria-hidden="true" />
        {opening ? 'Abriendo...' : openText}
      </Button>
    </Row>
  );
}
