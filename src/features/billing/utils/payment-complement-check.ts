// Whether a payment complement read from a file belongs to a company: addressed to its RFC, paying only its
// invoices, and no more than what each still owes. Every problem is listed, so the user fixes them at once.
import { sameRfc } from './cfdi';
import { toCents } from './payment-complement-amounts';
import { complementCheckErrors as errors } from './payment-complement-messages';
import type { ComplementCheck, KnownInvoice, PaymentComplement } from './payment-complement-types';

export function checkComplementFor(
  complement: PaymentComplement,
  { companyRfc, knownInvoices }: { companyRfc: string; knownInvoices: readonly KnownInvoice[] },
): ComplementCheck {
  const messages: string[] = [];
  if (!sameRfc(complement.receiverRfc, companyRfc))
    messages.push(errors.otherReceiver(complement.receiverRfc, companyRfc.trim().toUpperCase()));

  const known = new Map(knownInvoices.map((invoice) => [invoice.uuid.trim().toUpperCase(), invoice]));
  // An invoice can appear in several payments of one complement: what it is paid in all of them counts.
  const paidCents = new Map<string, { cents: number; currency: string }>();
  for (const document of complement.payments.flatMap((payment) => payment.documents)) {
    const seen = paidCents.get(document.invoiceUuid);
    paidCents.set(document.invoiceUuid, {
      cents: (seen?.cents ?? 0) + toCents(document.paid),
      currency: document.currency,
    });
  }

  const unknown = [...paidCents.keys()].filter((uuid) => !known.has(uuid));
  if (unknown.length > 0) messages.push(errors.unknownInvoices(unknown));

  for (const [uuid, paid] of paidCents) {
    const balance = known.get(uuid)?.balance;
    if (balance === null || balance === undefined) continue;
    if (paid.cents - toCents(balance) > 1)
      messages.push(errors.overBalance(uuid, paid.cents / 100, balance, paid.currency));
  }
  return messages.length === 0 ? { ok: true } : { ok: false, messages };
}
