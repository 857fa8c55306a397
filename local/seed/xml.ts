// CFDI 4.0-shaped invoice XML for the demo (no seal or stamp: it has no fiscal validity). The issue date is
// left out on purpose: the seed computes invoice dates relative to today, and a committed file cannot.
import type { DemoCompany, DemoInvoice } from './plan';
import { provider } from './plan';

export function makeInvoiceXml(company: DemoCompany, invoice: DemoInvoice): string {
  const total = Number(invoice.amount);
  const subtotal = (total / 1.16).toFixed(2);
  const tax = (total - Number(subtotal)).toFixed(2);
  const [serie, folio] = invoice.number.split('-');
  return `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Serie="${serie}" Folio="${folio}" SubTotal="${subtotal}" Moneda="MXN" Total="${invoice.amount}" TipoDeComprobante="I" Exportacion="01" MetodoPago="PPD" FormaPago="99" LugarExpedicion="64000">
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
</cfdi:Comprobante>
`;
}
