// The Spanish refusals of the payment complement reader and of its check against a company. A payment is
// named by its position (1-based) and an invoice by its folio fiscal, so the user can find them in the XML.
import { formatAmount } from '@/utils/format';

import { CfdiError } from './cfdi';

export class PaymentComplementError extends CfdiError {
  override name = 'PaymentComplementError';
}

const TYPE_NAMES: Record<string, string> = {
  I: 'ingreso',
  E: 'egreso',
  T: 'traslado',
  N: 'nómina',
};

const money = (amount: number, currency: string) => formatAmount(amount, currency);

/** The attributes a refusal names, with their articles: [definite, indefinite, name]. */
const ATTRIBUTES = {
  Monto: ['el', 'un', 'monto (Monto)'],
  TipoCambioP: ['el', 'un', 'tipo de cambio (TipoCambioP)'],
  ImpSaldoAnt: ['el', 'un', 'saldo anterior (ImpSaldoAnt)'],
  ImpPagado: ['el', 'un', 'importe pagado (ImpPagado)'],
  ImpSaldoInsoluto: ['el', 'un', 'saldo insoluto (ImpSaldoInsoluto)'],
  EquivalenciaDR: ['la', 'una', 'equivalencia (EquivalenciaDR)'],
  NumParcialidad: ['el', 'un', 'número de parcialidad (NumParcialidad)'],
} as const;
export type NumericAttribute = keyof typeof ATTRIBUTES;

export const paymentComplementErrors = {
  notPayment: (type: string) =>
    type
      ? `El CFDI es de tipo ${type}${TYPE_NAMES[type] ? ` (${TYPE_NAMES[type]})` : ''}, no un complemento de pago (tipo P).`
      : 'El CFDI no indica su tipo de comprobante; un complemento de pago es de tipo P.',
  noIssuer: 'El CFDI no indica el RFC del emisor.',
  pagos10:
    'El complemento de pago es de la versión 1.0, que ya no está vigente; solo se acepta el complemento de pagos 2.0.',
  noPagos: 'El CFDI no tiene el complemento de pagos 2.0 (pago20:Pagos).',
  noPayments: 'El complemento de pagos no tiene ningún pago (pago20:Pago).',
  noPaymentDate: (n: number) => `El pago ${n} no tiene fecha de pago (FechaPago).`,
  badPaymentDate: (n: number, value: string) =>
    `El pago ${n} tiene una fecha de pago no válida («${value}»).`,
  noDocuments: (n: number) => `El pago ${n} no relaciona ninguna factura (pago20:DoctoRelacionado).`,
  noDocumentId: (n: number, i: number) =>
    `El documento relacionado ${i} del pago ${n} no tiene el folio fiscal de la factura (IdDocumento).`,
  badDocumentId: (n: number, value: string) =>
    `El pago ${n} relaciona un folio fiscal no válido («${value}»).`,
  missing: (where: string, name: NumericAttribute) =>
    `${where} no indica ${ATTRIBUTES[name][0]} ${ATTRIBUTES[name][2]}.`,
  notNumber: (where: string, name: NumericAttribute, value: string) =>
    `${where} tiene ${ATTRIBUTES[name][1]} ${ATTRIBUTES[name][2]} que no es un número («${value}»).`,
  notPositive: (where: string, name: NumericAttribute) =>
    `${where} tiene ${ATTRIBUTES[name][1]} ${ATTRIBUTES[name][2]} que no es mayor que cero.`,
  badInstallment: (where: string, value: string) =>
    `${where} tiene un número de parcialidad (NumParcialidad) no válido («${value}»).`,
  negativeRemaining: (where: string, remaining: number, currency: string) =>
    `${where} deja un saldo insoluto negativo (${money(remaining, currency)}).`,
  balanceMismatch: (
    where: string,
    doc: { previousBalance: number; paid: number; remaining: number; currency: string },
  ) =>
    `${where}: el saldo anterior (${money(doc.previousBalance, doc.currency)}) menos lo pagado (${money(doc.paid, doc.currency)}) no da el saldo insoluto (${money(doc.remaining, doc.currency)}).`,
  overpaid: (n: number, documents: number, amount: number, currency: string) =>
    `Las facturas del pago ${n} suman ${money(documents, currency)}, más que el monto del pago (${money(amount, currency)}).`,
} as const;

/** Where a refusal points: the payment, or one invoice inside it. */
export const paymentPlace = (n: number) => `El pago ${n}`;
export const documentPlace = (n: number, uuid: string) => `La factura ${uuid} del pago ${n}`;

export const complementCheckErrors = {
  otherReceiver: (receiverRfc: string, companyRfc: string) =>
    `El complemento es para el RFC ${receiverRfc}, no para ${companyRfc}.`,
  unknownInvoices: (uuids: string[]) =>
    uuids.length === 1
      ? `El complemento paga una factura que no es de esta empresa: ${uuids[0]}.`
      : `El complemento paga facturas que no son de esta empresa: ${uuids.join(', ')}.`,
  overBalance: (uuid: string, paid: number, balance: number, currency: string) =>
    `El complemento paga ${money(paid, currency)} de la factura ${uuid}, más que su saldo de ${money(balance, currency)}.`,
} as const;

/** The database's refusals about an invoice's payments, worded here from the numbers in their detail. */
export const recordedPaymentErrors = {
  overBalance: complementCheckErrors.overBalance,
  staleBalance: (invoice: string, previous: number, balance: number, currency: string) =>
    `El saldo anterior de la factura ${invoice} en el complemento (${money(previous, currency)}) no es el saldo registrado (${money(balance, currency)}); sube primero los complementos anteriores.`,
  repeatedInstallment: (invoice: string, installment: number, repUuid: string, same: boolean) =>
    same
      ? `El complemento trae dos veces la parcialidad ${installment} de la factura ${invoice}.`
      : `La parcialidad ${installment} de la factura ${invoice} ya se registró con el complemento ${repUuid}.`,
  laterComplement: (repUuid: string, invoice: string, laterRepUuid: string) =>
    `No se puede eliminar el complemento ${repUuid}: la factura ${invoice} tiene un complemento posterior (${laterRepUuid}). Elimina primero el más reciente.`,
  paidByComplements: (invoice: string) =>
    `La fecha de pago y el estado «Pagada» de la factura ${invoice} se toman de sus complementos de pago; para cambiarlos, sube o elimina un complemento.`,
} as const;

type Detail = Record<string, unknown>;
const text = (d: Detail, key: string) => String(d[key] ?? '');
const amount = (d: Detail, key: string) => Number(d[key]);

const REASONS: Record<string, (d: Detail) => string> = {
  over_balance: (d) =>
    recordedPaymentErrors.overBalance(
      text(d, 'invoice'),
      amount(d, 'paid'),
      amount(d, 'balance'),
      text(d, 'currency'),
    ),
  stale_balance: (d) =>
    recordedPaymentErrors.staleBalance(
      text(d, 'invoice'),
      amount(d, 'previous'),
      amount(d, 'balance'),
      text(d, 'currency'),
    ),
  repeated_installment: (d) =>
    recordedPaymentErrors.repeatedInstallment(
      text(d, 'invoice'),
      amount(d, 'installment'),
      text(d, 'rep_uuid'),
      d.same === true,
    ),
  later_complement: (d) =>
    recordedPaymentErrors.laterComplement(text(d, 'rep_uuid'), text(d, 'invoice'), text(d, 'later_rep_uuid')),
  paid_by_complements: (d) => recordedPaymentErrors.paidByComplements(text(d, 'invoice')),
};

function parseDetail(details: unknown): Detail | null {
  if (typeof details !== 'string' || !details.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(details);
    return value && typeof value === 'object' ? (value as Detail) : null;
  } catch {
    return null;
  }
}

/**
 * The Spanish text of a database refusal about payments, worded from its detail's reason and numbers
 * (money in the portal's format); null when the error carries no such detail.
 */
export function paymentRefusalText(error: { message?: string; details?: unknown } | null): string | null {
  const detail = parseDetail(error?.details);
  const reason = detail && typeof detail.reason === 'string' ? REASONS[detail.reason] : undefined;
  return detail && reason ? reason(detail) : null;
}
