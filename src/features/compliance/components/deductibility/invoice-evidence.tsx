// The 'Expediente' cell of an invoice with a payment date (composed into the billing lists by the routes):
// the badge, the whole file in a dialog, and 'Descargar Expediente'. With something missing, the download
// first shows what is missing and asks to confirm. An invoice paid in several months has one file per
// payment month: a picker chooses it (the latest first).
import { Download, RotateCcw } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ZipProgress } from '@/components/zip-progress';

import { EvidenceBadge } from './evidence-badge';
import { EvidenceDialog } from './evidence-dialog';
import { EvidenceMonthPicker } from './evidence-month-picker';
import { paymentMonths, type DeductibleInvoice, type PaymentMonth } from './evidence-plan';
import { evidenceTexts } from './evidence-texts';
import { useEvidenceDownload } from './use-evidence-download';
import { useInvoiceEvidence } from './use-invoice-evidence';

const WRAP = 'h-auto min-h-9 max-w-full whitespace-normal py-1.5 text-left';

export function InvoiceEvidence({ invoice }: { invoice: DeductibleInvoice }) {
  const months = paymentMonths(invoice);
  const [picked, setPicked] = React.useState<string | null>(null);
  const month = months.find((m) => m.key === picked) ?? months[months.length - 1];
  const picker = months.length > 1 && (
    <EvidenceMonthPicker
      invoiceNumber={invoice.invoice_number}
      months={months}
      value={month.key}
      onChange={setPicked}
    />
  );
  return (
    <div className="grid min-w-0 gap-2">
      {picker}
      <MonthEvidence key={month.key} invoice={invoice} month={month} />
    </div>
  );
}

function MonthEvidence({ invoice, month }: { invoice: DeductibleInvoice; month: PaymentMonth }) {
  const state = useInvoiceEvidence(invoice.company_id, month.paidOn);
  const { download, cancel, state: progress, busy } = useEvidenceDownload();
  const [dialogOpen, setDialogOpen] = React.useState(false);

  if (state.status === 'loading')
    return (
      <span role="status" className="flex items-center gap-2 text-xs text-muted-foreground">
        <Spinner className="size-4" />
        {evidenceTexts.checking}
      </span>
    );
  if (state.status === 'error')
    return (
      <span className="grid gap-1 text-xs">
        <span className="text-destructive">{evidenceTexts.error}</span>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={state.retry}>
          <RotateCcw aria-hidden="true" />
          {evidenceTexts.retry}
        </Button>
      </span>
    );

  const { evidence, legalBasis } = state;
  const start = () => {
    setDialogOpen(false);
    void download(invoice, month, evidence, legalBasis);
  };
  return (
    <div className="grid min-w-0 gap-2">
      <EvidenceBadge evidence={evidence} />
      {busy ? (
        <ZipProgress
          state={progress}
          onCancel={cancel}
          label={evidenceTexts.progressLabel}
          variant="compact"
        />
      ) : (
        // Buttons may wrap their words: a phone card's value column is ~170 px and the admin table is wide.
        <div className="flex flex-col items-start gap-1">
          <Button
            variant="outline"
            size="sm"
            className={WRAP}
            aria-label={evidenceTexts.downloadLabel(invoice.invoice_number)}
            onClick={() => (evidence.complete ? start() : setDialogOpen(true))}
          >
            <Download aria-hidden="true" />
            {evidenceTexts.download}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className={WRAP}
            aria-label={evidenceTexts.details(invoice.invoice_number)}
            onClick={() => setDialogOpen(true)}
          >
            {evidenceTexts.detailsShort}
          </Button>
        </div>
      )}
      {dialogOpen && (
        <EvidenceDialog
          invoiceNumber={invoice.invoice_number}
          month={month}
          evidence={evidence}
          onOpenChange={setDialogOpen}
          onDownload={start}
        />
      )}
    </div>
  );
}
