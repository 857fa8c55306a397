// @vitest-environment jsdom
// (DOMParser: the payment complement reader parses XML with the browser's parser.)
import { beforeAll, describe, expect, it } from 'vitest';

import { CfdiError, cfdiErrors } from '@/features/billing/utils/cfdi';
import {
  PaymentComplementError,
  checkComplementFor,
  complementCheckErrors,
  paymentComplementErrors as errors,
  readPaymentComplement,
  readPaymentComplementFile,
  type PaymentComplement,
} from '@/features/billing/utils/payment-complement';

import {
  COMPANY_RFC,
  INVOICE,
  PAGOS10,
  PROVIDER_RFC,
  REP_UUID,
  doc,
  pagos20,
  payment,
  rep,
  repWith,
  simpleDoc,
} from './payment-complement-fixtures';

const refusal = (xml: string): string => {
  try {
    readPaymentComplement(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentComplementError);
    expect(error).toBeInstanceOf(CfdiError);
    return (error as Error).message;
  }
  throw new Error('The complement was read');
};

const A1001 = `La factura ${INVOICE.a1001} del pago 1`;

describe('readPaymentComplement', () => {
  it('reads every payment and every invoice it settles, in pesos and in dollars', () => {
    expect(readPaymentComplement(rep())).toEqual({
      uuid: REP_UUID,
      issuerRfc: PROVIDER_RFC,
      receiverRfc: COMPANY_RFC,
      payments: [
        {
          paidOn: '2026-03-18',
          method: '03',
          currency: 'MXN',
          exchangeRate: 1,
          amount: 27840,
          documents: [
            {
              invoiceUuid: INVOICE.a1001,
              series: 'A',
              folio: '1001',
              currency: 'MXN',
              equivalence: 1,
              installment: 1,
              previousBalance: 18560,
              paid: 18560,
              remaining: 0,
            },
            {
              invoiceUuid: INVOICE.a1002,
              series: 'A',
              folio: '1002',
              currency: 'MXN',
              equivalence: 1,
              installment: 1,
              previousBalance: 18560,
              paid: 9280,
              remaining: 9280,
            },
          ],
        },
        {
          paidOn: '2026-03-31',
          method: '03',
          currency: 'USD',
          exchangeRate: 17.25,
          amount: 1000,
          documents: [
            {
              invoiceUuid: INVOICE.a1002,
              series: 'A',
              folio: '1002',
              currency: 'MXN',
              equivalence: 17.25,
              installment: 2,
              previousBalance: 9280,
              paid: 9280,
              remaining: 0,
            },
            {
              invoiceUuid: INVOICE.a1003,
              series: 'A',
              folio: '1003',
              currency: 'MXN',
              equivalence: 17.25,
              installment: 1,
              previousBalance: 11600,
              paid: 7970,
              remaining: 3630,
            },
          ],
        },
      ],
    });
  });

  it('reads a picked file and one that starts with a byte order mark', async () => {
    const file = new Blob([rep()], { type: 'text/xml' });
    expect((await readPaymentComplementFile(file)).uuid).toBe(REP_UUID);
    expect(readPaymentComplement(`\uFEFF${rep()}`).payments).toHaveLength(2);
  });

  it('rounds amounts to cents and fills what an MXN payment may leave out', () => {
    const complement = readPaymentComplement(
      rep({
        complement: pagos20([
          payment({ Monto: '100.005', TipoCambioP: undefined, FormaDePagoP: undefined }, [
            doc({
              IdDocumento: INVOICE.a1001,
              MonedaDR: undefined,
              EquivalenciaDR: undefined,
              NumParcialidad: undefined,
              ImpSaldoAnt: '150.004',
              ImpPagado: '100.005',
              ImpSaldoInsoluto: '49.999',
            }),
          ]),
        ]),
      }),
    );
    const [paid] = complement.payments;
    expect(paid).toMatchObject({ amount: 100.01, exchangeRate: 1, method: null, currency: 'MXN' });
    expect(paid.documents[0]).toEqual({
      invoiceUuid: INVOICE.a1001,
      series: null,
      folio: null,
      currency: 'MXN',
      equivalence: 1,
      installment: null,
      previousBalance: 150,
      paid: 100.01,
      remaining: 50,
    });
  });

  it('accepts a difference of one cent, from rounding, in the balances and the amount', () => {
    const xml = repWith({ Monto: '99.99' }, { ImpSaldoAnt: '100.01', ImpSaldoInsoluto: '0.00' });
    expect(readPaymentComplement(xml).payments[0].documents[0].previousBalance).toBe(100.01);
  });

  it('refuses what is not XML or not a CFDI 4.0', () => {
    expect(refusal('no es xml')).toBe(cfdiErrors.notXml);
    expect(refusal('<a><b></a>')).toBe(cfdiErrors.notXml);
    expect(refusal('<?xml version="1.0"?><Factura Total="1"/>')).toBe(cfdiErrors.notCfdi);
    expect(refusal(rep({ ns: 'http://example.com/cfd' }))).toBe(cfdiErrors.notCfdi);
    expect(refusal(rep({ root: { Version: '3.3' } }))).toBe(cfdiErrors.version33);
  });

  it('refuses a CFDI that is not a payment complement, naming its type', () => {
    expect(refusal(rep({ root: { TipoDeComprobante: 'I' } }))).toBe(
      'El CFDI es de tipo I (ingreso), no un complemento de pago (tipo P).',
    );
    expect(refusal(rep({ root: { TipoDeComprobante: 'E' } }))).toBe(errors.notPayment('E'));
    expect(refusal(rep({ root: { TipoDeComprobante: undefined } }))).toBe(errors.notPayment(''));
  });

  it('refuses an unstamped complement or one without RFCs', () => {
    expect(refusal(rep({ uuid: '' }))).toBe(cfdiErrors.noUuid);
    expect(refusal(rep({ uuid: 'no-es-uuid' }))).toBe(cfdiErrors.badUuid);
    expect(refusal(rep({ issuer: '' }))).toBe(errors.noIssuer);
    expect(refusal(rep({ receiver: '' }))).toBe(cfdiErrors.noReceiver);
  });

  it('refuses a type P without the Pagos 2.0 complement, and says when it has the old one', () => {
    expect(refusal(rep({ complement: '' }))).toBe(
      'El CFDI no tiene el complemento de pagos 2.0 (pago20:Pagos).',
    );
    expect(refusal(rep({ complement: '<pago20:Pagos Version="2.0"/>' }))).toBe(errors.noPayments);
    expect(refusal(rep({ complement: PAGOS10 }))).toBe(errors.pagos10);
    // As it came: in a CFDI 3.3, where the old complement is what to point at.
    const old = rep({ ns: 'http://www.sat.gob.mx/cfd/3', root: { Version: '3.3' }, complement: PAGOS10 });
    expect(refusal(old)).toBe(
      'El complemento de pago es de la versión 1.0, que ya no está vigente; solo se acepta el complemento de pagos 2.0.',
    );
  });

  it('refuses a payment without its date or amount', () => {
    expect(refusal(repWith({ FechaPago: undefined }))).toBe('El pago 1 no tiene fecha de pago (FechaPago).');
    expect(refusal(repWith({ FechaPago: '18/03/2026' }))).toBe(errors.badPaymentDate(1, '18/03/2026'));
    expect(refusal(repWith({ FechaPago: '2026-02-30T12:00:00' }))).toBe(
      errors.badPaymentDate(1, '2026-02-30T12:00:00'),
    );
    expect(refusal(repWith({ Monto: undefined }))).toBe('El pago 1 no indica el monto (Monto).');
    expect(refusal(repWith({ Monto: '0.00' }))).toBe(
      'El pago 1 tiene un monto (Monto) que no es mayor que cero.',
    );
    expect(refusal(rep({ complement: pagos20([payment({}, [])]) }))).toBe(errors.noDocuments(1));
  });

  it('names the payment by its position', () => {
    const second = payment({ Monto: undefined }, [simpleDoc()]);
    expect(refusal(rep({ complement: pagos20([payment({}, [simpleDoc()]), second]) }))).toBe(
      'El pago 2 no indica el monto (Monto).',
    );
  });

  it('refuses a related document without the invoice it pays or the amount paid', () => {
    expect(refusal(repWith({}, { IdDocumento: undefined }))).toBe(
      'El documento relacionado 1 del pago 1 no tiene el folio fiscal de la factura (IdDocumento).',
    );
    expect(refusal(repWith({}, { IdDocumento: 'A-1001' }))).toBe(errors.badDocumentId(1, 'A-1001'));
    expect(refusal(repWith({}, { ImpPagado: undefined }))).toBe(
      `${A1001} no indica el importe pagado (ImpPagado).`,
    );
    expect(refusal(repWith({}, { ImpSaldoAnt: undefined }))).toBe(
      `${A1001} no indica el saldo anterior (ImpSaldoAnt).`,
    );
  });

  it('refuses amounts that are not numbers', () => {
    expect(refusal(repWith({ Monto: '1,000.00' }))).toBe(
      'El pago 1 tiene un monto (Monto) que no es un número («1,000.00»).',
    );
    expect(refusal(repWith({}, { ImpPagado: 'cien' }))).toBe(
      `${A1001} tiene un importe pagado (ImpPagado) que no es un número («cien»).`,
    );
    expect(refusal(repWith({}, { ImpSaldoInsoluto: '1e2' }))).toBe(
      errors.notNumber(A1001, 'ImpSaldoInsoluto', '1e2'),
    );
    expect(refusal(repWith({ MonedaP: 'USD', TipoCambioP: 'x' }))).toBe(
      errors.notNumber('El pago 1', 'TipoCambioP', 'x'),
    );
    expect(refusal(repWith({}, { NumParcialidad: '1.5' }))).toBe(errors.badInstallment(A1001, '1.5'));
  });

  it('refuses a negative balance left and balances that do not add up', () => {
    expect(refusal(repWith({ Monto: '105.00' }, { ImpPagado: '105.00', ImpSaldoInsoluto: '-5.00' }))).toBe(
      `${A1001} deja un saldo insoluto negativo (-$5.00 MXN).`,
    );
    expect(refusal(repWith({}, { ImpSaldoAnt: '100.00', ImpSaldoInsoluto: '0.02' }))).toBe(
      `${A1001}: el saldo anterior ($100.00 MXN) menos lo pagado ($100.00 MXN) no da el saldo insoluto ($0.02 MXN).`,
    );
  });

  it('refuses a payment whose invoices add up to more than its amount', () => {
    expect(refusal(repWith({ Monto: '99.98' }))).toBe(
      'Las facturas del pago 1 suman $100.00 MXN, más que el monto del pago ($99.98 MXN).',
    );
    // 17,250.00 pesos at 17.25 are 1,000.00 dollars: a payment of 999.98 dollars does not cover them.
    const dollars = pagos20([
      payment({ MonedaP: 'USD', TipoCambioP: '17.25', Monto: '999.98' }, [
        simpleDoc({ EquivalenciaDR: '17.25', ImpSaldoAnt: '17250.00', ImpPagado: '17250.00' }),
      ]),
    ]);
    expect(refusal(rep({ complement: dollars }))).toBe(errors.overpaid(1, 1000, 999.98, 'USD'));
  });

  it('refuses a payment in another currency without its rate or equivalence', () => {
    expect(refusal(repWith({ MonedaP: 'USD', TipoCambioP: undefined }))).toBe(
      'El pago 1 no indica el tipo de cambio (TipoCambioP).',
    );
    expect(refusal(repWith({ MonedaP: 'USD', TipoCambioP: '17.25' }, { EquivalenciaDR: undefined }))).toBe(
      `${A1001} no indica la equivalencia (EquivalenciaDR).`,
    );
    expect(refusal(repWith({ MonedaP: 'USD', TipoCambioP: '17.25' }, { EquivalenciaDR: '0' }))).toBe(
      `${A1001} tiene una equivalencia (EquivalenciaDR) que no es mayor que cero.`,
    );
  });
});

describe('checkComplementFor', () => {
  let complement: PaymentComplement;
  beforeAll(() => {
    complement = readPaymentComplement(rep());
  });
  const invoices = [
    { uuid: INVOICE.a1001, balance: 18560 },
    { uuid: INVOICE.a1002.toLowerCase(), balance: 18560 },
    { uuid: INVOICE.a1003 },
  ];

  it('accepts a complement for the company that pays its invoices within their balance', () => {
    expect(checkComplementFor(complement, { companyRfc: ' cal010101ab1 ', knownInvoices: invoices })).toEqual(
      {
        ok: true,
      },
    );
  });

  it('refuses a complement addressed to another RFC', () => {
    expect(checkComplementFor(complement, { companyRfc: 'XYZ010101AB1', knownInvoices: invoices })).toEqual({
      ok: false,
      messages: ['El complemento es para el RFC CAL010101AB1, no para XYZ010101AB1.'],
    });
  });

  it('names the invoices that are not the company’s', () => {
    expect(
      checkComplementFor(complement, { companyRfc: COMPANY_RFC, knownInvoices: invoices.slice(0, 2) }),
    ).toEqual({ ok: false, messages: [complementCheckErrors.unknownInvoices([INVOICE.a1003])] });
    expect(checkComplementFor(complement, { companyRfc: COMPANY_RFC, knownInvoices: [invoices[0]] })).toEqual(
      {
        ok: false,
        messages: [
          `El complemento paga facturas que no son de esta empresa: ${INVOICE.a1002}, ${INVOICE.a1003}.`,
        ],
      },
    );
  });

  it('adds what an invoice is paid in every payment before comparing it with its balance', () => {
    // A-1002 is paid 9,280.00 twice: 18,560.00 in all, one cent more than this balance.
    const check = checkComplementFor(complement, {
      companyRfc: COMPANY_RFC,
      knownInvoices: [invoices[0], { uuid: INVOICE.a1002, balance: 18559.99 }, invoices[2]],
    });
    expect(check).toEqual({ ok: true });
    const over = checkComplementFor(complement, {
      companyRfc: COMPANY_RFC,
      knownInvoices: [
        invoices[0],
        { uuid: INVOICE.a1002, balance: 9280 },
        { uuid: INVOICE.a1003, balance: null },
      ],
    });
    expect(over).toEqual({
      ok: false,
      messages: [
        `El complemento paga $18,560.00 MXN de la factura ${INVOICE.a1002}, más que su saldo de $9,280.00 MXN.`,
      ],
    });
  });

  it('lists every problem at once', () => {
    const check = checkComplementFor(complement, {
      companyRfc: 'XYZ010101AB1',
      knownInvoices: [{ uuid: INVOICE.a1001, balance: 100 }],
    });
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.messages).toHaveLength(3);
  });
});
