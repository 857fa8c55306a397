// Related values in one cell, one under the other: the main one, then smaller, muted lines (a folio fiscal
// under the invoice number, the username under the e-mail, the company under the name). One column for
// values that belong together keeps a wide admin table within the page beside the side menu.
import * as React from 'react';

import { cn } from '@/utils/cn';

export interface StackedLine {
  /** Read before the value by screen readers when the line does not say what it is. */
  label?: string;
  value: React.ReactNode;
  className?: string;
}

export function StackedCell({
  main,
  lines,
  className,
}: {
  main: React.ReactNode;
  /** The lines under the main value; a missing one (false, '', null) is left out. */
  lines: (StackedLine | false | '' | null | undefined)[];
  className?: string;
}) {
  return (
    <div className={cn('grid min-w-0 gap-0.5', className)}>
      <span>{main}</span>
      {lines.map(
        (line, i) =>
          line && (
            <span key={i} className={cn('text-xs font-normal text-muted-foreground', line.className)}>
              {line.label && <span className="sr-only">{line.label}: </span>}
              {line.value}
            </span>
          ),
      )}
    </div>
  );
}
