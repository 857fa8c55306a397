// Numbers of a payment complement: read from an attribute as written (a plain decimal, no thousands separator
// or exponent), compared in whole cents with the one-cent tolerance rounding leaves between the SAT's figures.
import { attr } from './cfdi';
import {
  PaymentComplementError,
  paymentComplementErrors,
  type NumericAttribute,
} from './payment-complement-messages';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Whole cents, rounded half up; toPrecision drops the binary noise of the product (1.005 * 100). */
export const toCents = (value: number): number => Math.round(Number((value * 100).toPrecision(15)));

export const cents = (value: number): number => toCents(value) / 100;

/** True when two amounts differ by more than one cent once rounded to cents. */
export const beyondTolerance = (a: number, b: number): boolean => Math.abs(toCents(a) - toCents(b)) > 1;

/** The attribute as a number, or `fallback` when absent (a refusal when there is none). */
export function readNumber(el: Element, name: NumericAttribute, where: string, fallback?: number): number {
  const text = attr(el, name);
  if (text === '') {
    if (fallback === undefined)
      throw new PaymentComplementError(paymentComplementErrors.missing(where, name));
    return fallback;
  }
  if (!DECIMAL.test(text))
    throw new PaymentComplementError(paymentComplementErrors.notNumber(where, name, text));
  return Number(text);
}

/** As readNumber, refusing zero and negatives (amounts paid, rates and equivalences). */
export function readPositive(el: Element, name: NumericAttribute, where: string, fallback?: number): number {
  const value = readNumber(el, name, where, fallback);
  if (value <= 0) throw new PaymentComplementError(paymentComplementErrors.notPositive(where, name));
  return value;
}
