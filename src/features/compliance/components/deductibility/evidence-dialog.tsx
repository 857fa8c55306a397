// The whole file of an invoice for one payment month: the month's payments with their complements (REP),
// every required type with its period and whether it is delivered, and the download (which, when
// something is missing, says so before the person confirms).
import { CheckCircle2, Download, XCircle } from 'lucide-react';

import { DialogFrame } from '@/components/form/dialog-frame';
import { Button } from '@/components/ui/button';
import { formatAmount, formatDate, formatMonthYear } from '@/utils/format';

import { periodLabel } from '../../utils/periods';
import type { InvoiceEvidence } from '../../utils/status';
import type { PaymentMonth } from './evidence-plan';
import { evidenceTexts } from './evidence-texts';

interface EvidenceDialogProps {
  invoiceNumber: string;
  month: PaymentMonth;
  evidence: InvoiceEvidence;
  onOpenChange: (open: boolean) => void;
  onDownload: () => void;
}

export function EvidenceDialog({
  invoiceNumber,
  month: paymentMonth,
  evidence,
  onOpenChange,
  onDownload,
}: EvidenceDialogProps) {
  const month = formatMonthYear(evidence.month.month, evidence.month.year) ?? '';
  return (
    // The footer's 'Cerrar' is the way out: no second close button with the same name.
    <DialogFrame
      open
      onOpenChange={onOpenChange}
      showClose={false}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
      title={evidenceTexts.dialogTitle(invoiceNumber)}
      description={
        <>
          {evidenceTexts.dialogMonth(month)}{' '}
          {evidence.missing.length > 0 && evidenceTexts.dialogMissing(evidence.missing.length)}
        </>
      }
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {evidenceTexts.close}
          </Button>
          <Button onClick={onDownload}>
            <Download aria-hidden="true" />
            {evidence.complete ? evidenceTexts.download : evidenceTexts.downloadAnyway}
          </Button>
        </>
      }
    >
      {paymentMonth.payments.length > 0 && <MonthPayments month={paymentMonth} />}
      {evidence.cells.length === 0 ? (
        <p className="text-sm text-muted-foreground">{evidenceTexts.noTypes}</p>
      ) : (
        <ul aria-label={evidenceTexts.listLabel} className="grid gap-2">
          {evidence.cells.map((cell) => {
            const ok = cell.documents.length > 0;
            const Icon = ok ? CheckCircle2 : XCircle;
            return (
              <li key={cell.type.id} className="flex items-start gap-2 rounded-md border p-2 text-sm">
                <Icon
                  className={`mt-0.5 size-4 shrink-0 ${ok ? 'text-success' : 'text-destructive'}`}
                  aria-hidden="true"
                />
                <div className="min-w-0">
                  <p className="font-medium">{cell.type.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {periodLabel(cell.period)} · {ok ? evidenceTexts.delivered : evidenceTexts.absent}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DialogFrame>
  );
}

function MonthPayments({ month }: { month: PaymentMonth }) {
  return (
    <ul aria-label={evidenceTexts.monthPayments} className="grid gap-1 text-sm [overflow-wrap:anywhere]">
      {month.payments.map((p) => (
        <li key={p.id}>
          <span className="font-medium">
            {evidenceTexts.payment(formatDate(p.paid_on), formatAmount(p.amount_paid, p.currency))}
          </span>
          {p.complement && (
            <span className="block font-mono text-xs text-muted-foreground">
              {evidenceTexts.rep(p.complement.rep_uuid)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
