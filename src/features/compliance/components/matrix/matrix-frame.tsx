// Pieces both compliance matrices share: the labelled region they scroll sideways in, and the ZIP button of
// a column or row.
import { Download } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';

/** The pinned first column (its cells must be opaque to cover what scrolls under them). */
export const stickyColumn = 'sticky left-0 z-10 bg-card';

/**
 * A region with an accessible name that scrolls sideways and starts at the newest months (the right end):
 * on a phone they are the ones that matter. `relative` makes it the containing block of the sr-only texts
 * inside, which would otherwise escape the scroll and widen the page. No tab stop of its own: the buttons
 * inside are focusable and scroll it into view.
 */
export function MatrixRegion({
  label,
  columns,
  children,
}: {
  label: string;
  columns: number;
  children: React.ReactNode;
}) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const region = ref.current;
    if (!region) return;
    // In the next frame, before its paint: read during the commit, scrollWidth forced a layout of the
    // whole tab that the frame then did again once the other sections had rendered (about 75 ms of the
    // client's REPSE tab opening in a CPU profile with the scale seed).
    const frame = requestAnimationFrame(() => {
      region.scrollLeft = region.scrollWidth;
    });
    return () => cancelAnimationFrame(frame);
  }, [columns]);
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      className="relative overflow-x-auto rounded-lg border bg-card"
    >
      {children}
    </div>
  );
}

export const zipLabel = (what: string) => `ZIP de ${what}`;

export function ZipButton({ what, busy, onClick }: { what: string; busy: boolean; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-8 px-2"
      disabled={busy}
      onClick={onClick}
      aria-label={zipLabel(what)}
    >
      <Download aria-hidden="true" />
      ZIP
    </Button>
  );
}
