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
