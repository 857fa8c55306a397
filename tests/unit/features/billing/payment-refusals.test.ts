// The database's refusals about payments carry their reason and numbers in the detail (JSON); the browser
// words them with the portal's money format. Anything else is left to the caller's own text.
import { describe, expect, it } from 'vitest';

import { saveErrorText } from '@/features/billing/api/create-invoice';
import { invoiceMessages } from '@/features/billing/utils/invoice-form';
import { paymentRefusalText } from '@/features/billing/utils/payment-complement-messages';

const refusal = (detail: object, code = '22023') => ({
  code,
  message: 'texto de la base de datos',
  details: JSON.stringify(detail),
});

const REP = 'AB12CD34-0000-4000-8000-00000000A001';
const LATER = 'AB12CD34-0000-4000-8000-00000000A002';

describe('payment refusals from the database', () => {
  it('words amounts in the portal format, thousands and cents, with the currency', () => {
    expect(
      paymentRefusalText(
        refusal({ reason: 'over_balance', invoice: 'F-7', paid: 1234567.5, balance: 1000, currency: 'MXN' }),
      ),
    ).toBe('El complemento paga $1,234,567.50 MXN de la factura F-7, más que su saldo de $1,000.00 MXN.');
    expect(
      paymentRefusalText(
        refusal({ reason: 'stale_balance', invoice: 'F-7', previous: 1160, balance: 660, currency: 'USD' }),
      ),
    ).toBe(
      'El saldo anterior de la factura F-7 en el complemento ($1,160.00 USD) no es el saldo registrado ($660.00 USD); sube primero los complementos anteriores.',
    );
  });

  it('names a repeated installment, recorded before or twice in the same complement', () => {
    const base = { reason: 'repeated_installment', invoice: 'F-7', installment: 2, rep_uuid: REP };
    expect(paymentRefusalText(refusal({ ...base, same: false }))).toBe(
      `La parcialidad 2 de la factura F-7 ya se registró con el complemento ${REP}.`,
    );
    expect(paymentRefusalText(refusal({ ...base, same: true }))).toBe(
      'El complemento trae dos veces la parcialidad 2 de la factura F-7.',
    );
  });

  it('says which newer complement stops a removal, and why a payment date is not typed', () => {
    expect(
      paymentRefusalText(
        refusal(
          { reason: 'later_complement', rep_uuid: REP, invoice: 'F-7', later_rep_uuid: LATER },
          '23514',
        ),
      ),
    ).toBe(
      `No se puede eliminar el complemento ${REP}: la factura F-7 tiene un complemento posterior (${LATER}). Elimina primero el más reciente.`,
    );
    const byHand = refusal({ reason: 'paid_by_complements', invoice: 'F-7' }, '23514');
    const text =
      'La fecha de pago y el estado «Pagada» de la factura F-7 se toman de sus complementos de pago; para cambiarlos, sube o elimina un complemento.';
    expect(paymentRefusalText(byHand)).toBe(text);
    // The invoice form shows it instead of its generic failure.
    expect(saveErrorText(byHand)).toBe(text);
    expect(saveErrorText({ code: '23505' })).toBe(invoiceMessages.duplicate);
    expect(saveErrorText({ code: 'XX000', details: 'Some detail' })).toBe(invoiceMessages.saveFailed);
  });

  it('leaves errors without a known reason to the caller', () => {
    expect(paymentRefusalText(null)).toBeNull();
    expect(paymentRefusalText({ message: 'x' })).toBeNull();
    expect(paymentRefusalText({ details: 'Versión guardada: 1; versión enviada: 2.' })).toBeNull();
    expect(paymentRefusalText({ details: '{no es json' })).toBeNull();
    expect(paymentRefusalText(refusal({ reason: 'otra_cosa' }))).toBeNull();
  });
});
