// The payments recorded for an invoice by its payment complements: date, amount and what remained, oldest
// first, so an invoice paid in parts reads as its history. Shown under the payment date in both lists.
import type { RecordedPayment } from '@/types/recorded-payment';
import { formatAmount, formatDate } from '@/utils/format';

export type { RecordedPayment };

export const paymentListTexts = {
  label: (invoice: string) => `Pagos de la factura ${invoice}`,
  installment: (n: number) => `Parcialidad ${n}`,
  remaining: (amount: string) => `saldo ${amount}`,
  paidOff: 'liquidada',
} as const;

export const byPaymentOrder = (a: RecordedPayment, b: RecordedPayment) =>
  a.paid_on.localeCompare(b.paid_on) || (a.installment ?? 0) - (b.installment ?? 0);

/** The complements of an invoice's payments, each once, in the order of the payments. */
export function complementsOf(payments: readonly RecordedPayment[]) {
  const seen = new Map<string, NonNullable<RecordedPayment['complement']>>();
  for (const p of [...payments].sort(byPaymentOrder))
    if (p.complement) seen.set(p.complement.id, p.complement);
  return [...seen.values()];
}

interface InvoicePaymentsProps {
  invoiceNumber: string;
  payments: readonly RecordedPayment[];
}

export function InvoicePayments({ invoiceNumber, payments }: InvoicePaymentsProps) {
  if (payments.length === 0) return null;
  return (
    <ul aria-label={paymentListTexts.label(invoiceNumber)} className="grid gap-1 text-xs">
      {[...payments].sort(byPaymentOrder).map((p) => (
        <li key={p.id} className="text-muted-foreground">
          <span className="whitespace-nowrap text-foreground">
            {formatDate(p.paid_on)} · {formatAmount(p.amount_paid, p.currency)}
          </span>{' '}
          <span>
            ({p.installment !== null && `${paymentListTexts.installment(p.installment)}, `}
            {Number(p.remaining) === 0
              ? paymentListTexts.paidOff
              : paymentListTexts.remaining(formatAmount(p.remaining, p.currency))}
            )
          </span>
        </li>
      ))}
    </ul>
  );
}
