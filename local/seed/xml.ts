// CFDI 4.0-shaped invoice XML for the demo (no seal or stamp: it has no fiscal validity). The issue date is
// left out on purpose: the seed computes invoice dates relative to today, and a committed file cannot.
import type { DemoCompany, DemoComplement, DemoInvoice } from './plan';
import { provider } from './plan';

/** Deterministic folio fiscal of a demo invoice (the seed's cfdi_uuid column uses the same formula). */
export function demoCfdiUuid(companyLetter: string, invoiceNumber: string): string {
  const num = invoiceNumber.split('-')[1] ?? '0000';
  return `CF0000${companyLetter}0-${num}-4000-8000-00000000${num}`;
}

export function makeInvoiceXml(company: DemoCompany, invoice: DemoInvoice): string {
  const total = Number(invoice.amount);
  const subtotal = (total / 1.16).toFixed(2);
  const tax = (total - Number(subtotal)).toFixed(2);
  const [serie, folio] = invoice.number.split('-');
  return `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="4.0" Serie="${serie}" Folio="${folio}" SubTotal="${subtotal}" Moneda="MXN" Total="${invoice.amount}" TipoDeComprobante="I" Exportacion="01" MetodoPago="PPD" FormaPago="99" LugarExpedicion="64000">
  <cfdi:Emisor Rfc="${provider.rfc}" Nombre="${provider.name}" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="${company.rfc}" Nombre="${company.name}" DomicilioFiscalReceptor="64000" RegimenFiscalReceptor="601" UsoCFDI="G03"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="80111600" Cantidad="1" ClaveUnidad="E48" Descripcion="Servicios especializados de personal (demostración)" ValorUnitario="${subtotal}" Importe="${subtotal}" ObjetoImp="02">
      <cfdi:Impuestos>
        <cfdi:Traslados>
          <cfdi:Traslado Base="${subtotal}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="${tax}"/>
        </cfdi:Traslados>
      </cfdi:Impuestos>
    </cfdi:Concepto>
  </cfdi:Conceptos>
  <cfdi:Impuestos TotalImpuestosTrasladados="${tax}">
    <cfdi:Traslados>
      <cfdi:Traslado Base="${subtotal}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="${tax}"/>
    </cfdi:Traslados>
  </cfdi:Impuestos>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital Version="1.1" UUID="${demoCfdiUuid(invoice.number.split('-')[0] ?? 'X', invoice.number)}" RfcProvCertif="SAT970701NN3" SelloCFD="demo" NoCertificadoSAT="00000000000000000000" SelloSAT="demo"/>
  </cfdi:Complemento>
</cfdi:Comprobante>
`;
}

/** A payment complement (CFDI type P, Pagos 2.0) paying one demo invoice; its payment date is left out
 * for the same reason as the invoices' dates (the seed's rows carry it). */
export function makeRepXml(company: DemoCompany, rep: DemoComplement): string {
  const letter = rep.invoice.split('-')[0] ?? 'X';
  return `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:pago20="http://www.sat.gob.mx/Pagos20" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="4.0" Serie="RP" Folio="${rep.installment}" SubTotal="0" Moneda="XXX" Total="0" TipoDeComprobante="P" Exportacion="01" LugarExpedicion="64000">
  <cfdi:Emisor Rfc="${provider.rfc}" Nombre="${provider.name}" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="${company.rfc}" Nombre="${company.name}" DomicilioFiscalReceptor="64000" RegimenFiscalReceptor="601" UsoCFDI="CP01"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="84111506" Cantidad="1" ClaveUnidad="ACT" Descripcion="Pago" ValorUnitario="0" Importe="0" ObjetoImp="01"/>
  </cfdi:Conceptos>
  <cfdi:Complemento>
    <pago20:Pagos Version="2.0">
      <pago20:Totales MontoTotalPagos="${rep.paid}"/>
      <pago20:Pago FormaDePagoP="03" MonedaP="MXN" TipoCambioP="1" Monto="${rep.paid}">
        <pago20:DoctoRelacionado IdDocumento="${demoCfdiUuid(letter, rep.invoice)}" MonedaDR="MXN" EquivalenciaDR="1" NumParcialidad="${rep.installment}" ImpSaldoAnt="${rep.previous}" ImpPagado="${rep.paid}" ImpSaldoInsoluto="${rep.remaining}" ObjetoImpDR="01"/>
      </pago20:Pago>
    </pago20:Pagos>
    <tfd:TimbreFiscalDigital Version="1.1" UUID="${rep.uuid}" RfcProvCertif="SAT970701NN3" SelloCFD="demo" NoCertificadoSAT="00000000000000000000" SelloSAT="demo"/>
  </cfdi:Complemento>
</cfdi:Comprobante>
`;
}
