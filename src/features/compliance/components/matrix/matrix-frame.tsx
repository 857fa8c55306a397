// Pieces both compliance matrices share: the ZIP button of a month or a subject (a company, a document
// type), small in the table's cells and a full button in the cards' month bar.
import { Download } from 'lucide-react';

import { Button } from '@/components/ui/button';

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

/** A month's ZIP named by the month it shows ('Mayo 2026'): the cards have no month columns to sit in. */
export function MonthZipButton({
  month,
  busy,
  onClick,
}: {
  month: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={onClick} aria-label={zipLabel(month)}>
      <Download aria-hidden="true" />
      {month}
    </Button>
  );
}
