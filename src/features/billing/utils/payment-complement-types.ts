// What a payment complement (CFDI type P with Pagos 2.0) says, as the portal reads it. Money is rounded to cents;
// rates and equivalences are kept as written.

/** One pago20:DoctoRelacionado: how much of one invoice a payment settles, in the invoice's currency. */
export interface RelatedDocument {
  /** IdDocumento: the paid invoice's folio fiscal, uppercase. */
  invoiceUuid: string;
  series: string | null;
  folio: string | null;
  /** MonedaDR: the invoice's currency (the payment's when absent). */
  currency: string;
  /** EquivalenciaDR: units of the invoice's currency per unit of the payment's (1 when both are the same). */
  equivalence: number;
  /** NumParcialidad; null when absent. */
  installment: number | null;
  previousBalance: number;
  paid: number;
  remaining: number;
}

/** One pago20:Pago. */
export interface ComplementPayment {
  /** YYYY-MM-DD, the calendar day FechaPago writes (no time-zone shift). */
  paidOn: string;
  /** FormaDePagoP, the SAT's code ('03' transfer...); null when absent. */
  method: string | null;
  currency: string;
  /** TipoCambioP: pesos per unit of the payment's currency (1 for MXN when absent). */
  exchangeRate: number;
  amount: number;
  documents: RelatedDocument[];
}

export interface PaymentComplement {
  /** The complement's own folio fiscal, uppercase. */
  uuid: string;
  issuerRfc: string;
  receiverRfc: string;
  payments: ComplementPayment[];
}

/** An invoice of the company the complement is checked against; balance in the invoice's currency. */
export interface KnownInvoice {
  uuid: string;
  balance?: number | null;
}

export type ComplementCheck = { ok: true } | { ok: false; messages: string[] };
