// What a checked payment complement pays: each payment (date, amount) and, under it, each invoice with the
// amount paid and what remains, in the invoice's currency.
import { formatAmount, formatDate } from '@/utils/format';

import type { CheckedComplement } from '../../hooks/use-payment-complement-form';

export const summaryTexts = {
  title: (uuid: string) => `Complemento ${uuid}`,
  payment: (date: string, amount: string) => `Pago del ${date}: ${amount}`,
  invoice: (number: string) => `Factura ${number}`,
  paid: 'Pagado',
  remaining: 'Saldo',
  paidOff: 'Queda pagada',
} as const;

export function ComplementSummary({ checked }: { checked: CheckedComplement }) {
  const numbers = new Map(checked.invoices.map((i) => [i.uuid.toUpperCase(), i.invoiceNumber]));
  return (
    <section
      aria-label={summaryTexts.title(checked.complement.uuid)}
      className="space-y-3 rounded-md border bg-muted/40 p-3 text-sm"
      role="status"
    >
      <p className="break-all font-medium">{summaryTexts.title(checked.complement.uuid)}</p>
      {checked.complement.payments.map((payment, i) => (
        <div key={i} className="space-y-1">
          <p className="font-medium">
            {summaryTexts.payment(formatDate(payment.paidOn), formatAmount(payment.amount, payment.currency))}
          </p>
          <ul className="space-y-1">
            {payment.documents.map((doc) => (
              <li
                key={`${doc.invoiceUuid}-${doc.installment ?? ''}`}
                className="flex flex-wrap justify-between gap-x-4"
              >
                <span>{summaryTexts.invoice(numbers.get(doc.invoiceUuid) ?? doc.invoiceUuid)}</span>
                <span className="text-muted-foreground">
                  {summaryTexts.paid} {formatAmount(doc.paid, doc.currency)} ·{' '}
                  {doc.remaining === 0
                    ? summaryTexts.paidOff
                    : `${summaryTexts.remaining} ${formatAmount(doc.remaining, doc.currency)}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
