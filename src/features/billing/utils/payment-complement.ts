// Reads a payment complement (REP: a CFDI 4.0 of type P with the Pagos 2.0 complement) in the browser, as
// cfdi.ts reads an invoice, and refuses in Spanish what the portal cannot use: each related invoice's balances
// must add up, and a payment cannot settle more than its amount. The seal is not verified (the SAT's job).
import {
  CFDI_NS,
  CfdiError,
  UUID,
  attr,
  cfdiErrors,
  dateOnly,
  first,
  assertCfdi40,
  readStampUuid,
  readXmlRoot,
} from './cfdi';
import { beyondTolerance, cents, readNumber, readPositive, toCents } from './payment-complement-amounts';
import {
  PaymentComplementError,
  documentPlace,
  paymentComplementErrors as errors,
  paymentPlace,
} from './payment-complement-messages';
import type { ComplementPayment, PaymentComplement, RelatedDocument } from './payment-complement-types';

export { checkComplementFor } from './payment-complement-check';
export {
  PaymentComplementError,
  complementCheckErrors,
  paymentComplementErrors,
} from './payment-complement-messages';
export type * from './payment-complement-types';

export const PAGOS20_NS = 'http://www.sat.gob.mx/Pagos20';
export const PAGOS10_NS = 'http://www.sat.gob.mx/Pagos';

function fail(message: string): never {
  throw new PaymentComplementError(message);
}

/** The shared CFDI checks, their refusal re-thrown as this reader's. */
function asComplement<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw error instanceof CfdiError ? new PaymentComplementError(error.message) : error;
  }
}

/** Parses the text of a REP's XML; throws PaymentComplementError (a CfdiError) with a Spanish message. */
export function readPaymentComplement(text: string): PaymentComplement {
  const root = asComplement(() => readXmlRoot(text));
  // The old complement came with CFDI 3.3: say which piece is old rather than only that the CFDI is.
  if (root.localName === 'Comprobante' && first(root, PAGOS10_NS, 'Pagos')) fail(errors.pagos10);
  asComplement(() => assertCfdi40(root));
  const type = attr(root, 'TipoDeComprobante').toUpperCase();
  if (type !== 'P') fail(errors.notPayment(type));
  const uuid = asComplement(() => readStampUuid(root));
  const issuerRfc = attr(first(root, CFDI_NS, 'Emisor'), 'Rfc').toUpperCase();
  if (!issuerRfc) fail(errors.noIssuer);
  const receiverRfc = attr(first(root, CFDI_NS, 'Receptor'), 'Rfc').toUpperCase();
  if (!receiverRfc) fail(cfdiErrors.noReceiver);

  const pagos = first(root, PAGOS20_NS, 'Pagos');
  if (!pagos) fail(errors.noPagos);
  const payments = Array.from(pagos.getElementsByTagNameNS(PAGOS20_NS, 'Pago'));
  if (payments.length === 0) fail(errors.noPayments);
  return { uuid, issuerRfc, receiverRfc, payments: payments.map((el, i) => readPayment(el, i + 1)) };
}

/** Reads a picked file (File.text() keeps the UTF-8 of the XML declaration). */
export async function readPaymentComplementFile(file: Blob): Promise<PaymentComplement> {
  return readPaymentComplement(await file.text());
}

function readPayment(el: Element, n: number): ComplementPayment {
  const where = paymentPlace(n);
  const written = attr(el, 'FechaPago');
  if (!written) fail(errors.noPaymentDate(n));
  const paidOn = dateOnly(written);
  if (!paidOn || !isCalendarDay(paidOn)) fail(errors.badPaymentDate(n, written));
  const currency = attr(el, 'MonedaP').toUpperCase() || 'MXN';
  const exchangeRate = readPositive(el, 'TipoCambioP', where, currency === 'MXN' ? 1 : undefined);
  const amount = readPositive(el, 'Monto', where);

  const related = Array.from(el.getElementsByTagNameNS(PAGOS20_NS, 'DoctoRelacionado'));
  if (related.length === 0) fail(errors.noDocuments(n));
  const read = related.map((doc, i) => readDocument(doc, n, i + 1, currency));
  // Each invoice's payment in the payment's currency: ImpPagado is in the invoice's, EquivalenciaDR its rate.
  const settled = read.reduce((sum, doc) => sum + doc.raw.paid / doc.raw.equivalence, 0);
  if (toCents(settled) - toCents(amount) > 1)
    fail(errors.overpaid(n, cents(settled), cents(amount), currency));

  return {
    paidOn,
    method: attr(el, 'FormaDePagoP') || null,
    currency,
    exchangeRate,
    amount: cents(amount),
    documents: read.map((doc) => doc.document),
  };
}

function readDocument(
  el: Element,
  n: number,
  i: number,
  paymentCurrency: string,
): { document: RelatedDocument; raw: { paid: number; equivalence: number } } {
  const written = attr(el, 'IdDocumento');
  if (!written) fail(errors.noDocumentId(n, i));
  const invoiceUuid = written.toUpperCase();
  if (!UUID.test(invoiceUuid)) fail(errors.badDocumentId(n, written));
  const where = documentPlace(n, invoiceUuid);

  const currency = attr(el, 'MonedaDR').toUpperCase() || paymentCurrency;
  const equivalence = readPositive(el, 'EquivalenciaDR', where, currency === paymentCurrency ? 1 : undefined);
  const paid = readPositive(el, 'ImpPagado', where);
  const previousBalance = readNumber(el, 'ImpSaldoAnt', where);
  const remaining = readNumber(el, 'ImpSaldoInsoluto', where);
  const document: RelatedDocument = {
    invoiceUuid,
    series: attr(el, 'Serie') || null,
    folio: attr(el, 'Folio') || null,
    currency,
    equivalence,
    installment: readInstallment(el, where),
    previousBalance: cents(previousBalance),
    paid: cents(paid),
    remaining: cents(remaining),
  };
  if (toCents(remaining) < 0) fail(errors.negativeRemaining(where, document.remaining, currency));
  if (beyondTolerance(previousBalance - paid, remaining)) fail(errors.balanceMismatch(where, document));
  return { document, raw: { paid, equivalence } };
}

/** '2026-02-30' has the shape of a date but is none: the UTC round trip would move it to March. */
const isCalendarDay = (iso: string): boolean => {
  const day = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(iso);
};

function readInstallment(el: Element, where: string): number | null {
  const text = attr(el, 'NumParcialidad');
  if (text === '') return null;
  if (!/^\d+$/.test(text) || Number(text) < 1) fail(errors.badInstallment(where, text));
  return Number(text);
}
