// Payment complements (CFDI 4.0 type P with Pagos 2.0) shaped as a PAC stamps them, for the reader's tests.
// The full one: a transfer in pesos that settles A-1001 and half of A-1002, then a transfer in dollars that
// settles the rest of A-1002 and part of A-1003 (pesos invoices, EquivalenciaDR = the day's rate).
// Attribute maps build the variants: a key set to undefined leaves the attribute out.
type Attrs = Record<string, string | undefined>;

const written = (attrs: Attrs) =>
  Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

export const PROVIDER_RFC = 'PSD000101AA0';
export const COMPANY_RFC = 'CAL010101AB1';
export const REP_UUID = '5E2D6AF0-8B3C-4D21-9F7A-0C1B2D3E4F50';
export const INVOICE = {
  a1001: 'CF0000A0-1001-4000-8000-000000001001',
  a1002: 'CF0000A0-1002-4000-8000-000000001002',
  a1003: 'CF0000A0-1003-4000-8000-000000001003',
} as const;

const taxes = (base: string, tax: string) => `
          <pago20:ImpuestosDR>
            <pago20:TrasladosDR>
              <pago20:TrasladoDR BaseDR="${base}" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.160000" ImporteDR="${tax}"/>
            </pago20:TrasladosDR>
          </pago20:ImpuestosDR>`;

/** A pago20:DoctoRelacionado; the invoice's UUID is written lowercase, as some PACs do. */
export const doc = (attrs: Attrs, base = '', tax = '') =>
  `<pago20:DoctoRelacionado${written({
    MonedaDR: 'MXN',
    EquivalenciaDR: '1',
    NumParcialidad: '1',
    ObjetoImpDR: '02',
    ...attrs,
  })}>${base ? taxes(base, tax) : ''}
        </pago20:DoctoRelacionado>`;

export const payment = (attrs: Attrs, documents: string[]) => `
      <pago20:Pago${written({
        FechaPago: '2026-03-18T12:00:00',
        FormaDePagoP: '03',
        MonedaP: 'MXN',
        TipoCambioP: '1',
        Monto: '100.00',
        ...attrs,
      })}>
        ${documents.join('\n        ')}
      </pago20:Pago>`;

const docA1001 = doc(
  {
    IdDocumento: INVOICE.a1001.toLowerCase(),
    Serie: 'A',
    Folio: '1001',
    ImpSaldoAnt: '18560.00',
    ImpPagado: '18560.00',
    ImpSaldoInsoluto: '0.00',
  },
  '16000.00',
  '2560.00',
);

/** One invoice of 100.00 paid whole in pesos: the smallest valid payment, for the refusals. */
export const simpleDoc = (attrs: Attrs = {}) =>
  doc({
    IdDocumento: INVOICE.a1001,
    Serie: 'A',
    Folio: '1001',
    ImpSaldoAnt: '100.00',
    ImpPagado: '100.00',
    ImpSaldoInsoluto: '0.00',
    ...attrs,
  });

export const FULL_PAYMENTS = [
  payment({ FechaPago: '2026-03-18T12:00:00', Monto: '27840.00' }, [
    docA1001,
    doc(
      {
        IdDocumento: INVOICE.a1002.toLowerCase(),
        Serie: 'A',
        Folio: '1002',
        ImpSaldoAnt: '18560.00',
        ImpPagado: '9280.00',
        ImpSaldoInsoluto: '9280.00',
      },
      '8000.00',
      '1280.00',
    ),
  ]),
  // 9,280.00 + 7,970.00 pesos at 17.25 pesos a dollar is exactly 1,000.00 dollars. Late in the evening of the
  // last day of March: still March, whatever the reader's time zone.
  payment({ FechaPago: '2026-03-31T23:30:00', MonedaP: 'USD', TipoCambioP: '17.25', Monto: '1000.00' }, [
    doc({
      IdDocumento: INVOICE.a1002,
      Serie: 'A',
      Folio: '1002',
      EquivalenciaDR: '17.25',
      NumParcialidad: '2',
      ImpSaldoAnt: '9280.00',
      ImpPagado: '9280.00',
      ImpSaldoInsoluto: '0.00',
    }),
    doc({
      IdDocumento: INVOICE.a1003,
      Serie: 'A',
      Folio: '1003',
      EquivalenciaDR: '17.25',
      ImpSaldoAnt: '11600.00',
      ImpPagado: '7970.00',
      ImpSaldoInsoluto: '3630.00',
      ObjetoImpDR: '01',
    }),
  ]),
];

export const pagos20 = (payments: string[]) => `
    <pago20:Pagos Version="2.0">
      <pago20:Totales TotalTrasladosBaseIVA16="24000.00" TotalTrasladosImpuestoIVA16="3840.00" MontoTotalPagos="45090.00"/>${payments.join('')}
    </pago20:Pagos>`;

const stamp = (uuid: string) =>
  `<tfd:TimbreFiscalDigital xsi:schemaLocation="http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd" Version="1.1" UUID="${uuid}" FechaTimbrado="2026-04-01T09:15:02" RfcProvCertif="SAT970701NN3" SelloCFD="demo" NoCertificadoSAT="00001000000700000000" SelloSAT="demo"/>`;

/** A whole REP; `root` changes the Comprobante's attributes, `complement` replaces what the stamp follows. */
export const rep = (
  opts: {
    root?: Attrs;
    issuer?: string;
    receiver?: string;
    complement?: string;
    uuid?: string;
    ns?: string;
  } = {},
) => `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="${opts.ns ?? 'http://www.sat.gob.mx/cfd/4'}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:pago20="http://www.sat.gob.mx/Pagos20" xmlns:pago10="http://www.sat.gob.mx/Pagos" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd http://www.sat.gob.mx/Pagos20 http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd"${written(
  {
    Version: '4.0',
    Serie: 'RP',
    Folio: '15',
    Fecha: '2026-04-01T09:12:44',
    Sello: 'demo',
    NoCertificado: '00001000000500000000',
    Certificado: 'demo',
    SubTotal: '0',
    Moneda: 'XXX',
    Total: '0',
    TipoDeComprobante: 'P',
    Exportacion: '01',
    LugarExpedicion: '64000',
    ...opts.root,
  },
)}>
  <cfdi:Emisor Rfc="${opts.issuer ?? PROVIDER_RFC}" Nombre="PROVEEDOR DE SERVICIOS DEMO" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="${opts.receiver ?? COMPANY_RFC.toLowerCase()}" Nombre="CONSTRUCTORA ALFA" DomicilioFiscalReceptor="64000" RegimenFiscalReceptor="601" UsoCFDI="CP01"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="84111506" Cantidad="1" ClaveUnidad="ACT" Descripcion="Pago" ValorUnitario="0" Importe="0" ObjetoImp="01"/>
  </cfdi:Conceptos>
  <cfdi:Complemento>${opts.complement ?? pagos20(FULL_PAYMENTS)}
    ${stamp(opts.uuid ?? REP_UUID.toLowerCase())}
  </cfdi:Complemento>
</cfdi:Comprobante>`;

/** A REP with one payment of one invoice, the payment's and the document's attributes changed. */
export const repWith = (paymentAttrs: Attrs, docAttrs: Attrs = {}) =>
  rep({ complement: pagos20([payment(paymentAttrs, [simpleDoc(docAttrs)])]) });

/** The complement of the old version, as a CFDI 3.3 carried it. */
export const PAGOS10 = `
    <pago10:Pagos Version="1.0">
      <pago10:Pago FechaPago="2021-06-01T12:00:00" FormaDePagoP="03" MonedaP="MXN" Monto="100.00">
        <pago10:DoctoRelacionado IdDocumento="${INVOICE.a1001}" MonedaDR="MXN" MetodoDePagoDR="PPD" NumParcialidad="1" ImpSaldoAnt="100.00" ImpPagado="100.00" ImpSaldoInsoluto="0.00"/>
      </pago10:Pago>
    </pago10:Pagos>`;

/** A payment as the invoice lists embed it (invoice_payments with its complement), paid in pesos; the
 * complement's XML is `rep-<folio>.xml` of the company. */
export const recordedPayment = (
  id: string,
  paidOn: string,
  installment: number | null,
  paid: number,
  remaining: number,
  rep: { id: string; uuid: string; companyId: string } | null,
) => ({
  id,
  paid_on: paidOn,
  installment,
  amount_paid: paid,
  remaining,
  currency: 'MXN',
  complement: rep
    ? { id: rep.id, rep_uuid: rep.uuid, xml_url: `storage://invoices/${rep.companyId}/rep-${rep.uuid}.xml` }
    : null,
});
