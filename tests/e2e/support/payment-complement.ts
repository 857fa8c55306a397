// A payment complement (CFDI 4.0 type P with Pagos 2.0) paying one invoice, as a PAC stamps it, for the
// payment complements journey.
import { randomUUID } from 'node:crypto';

export interface RepSpec {
  receiverRfc: string;
  invoiceUuid: string;
  /** YYYY-MM-DD */
  paidOn: string;
  installment: number;
  previous: string;
  paid: string;
  remaining: string;
}

export function makeRep(spec: RepSpec): { xml: string; uuid: string } {
  const uuid = randomUUID().toUpperCase();
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:pago20="http://www.sat.gob.mx/Pagos20" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="4.0" Serie="RP" Folio="${spec.installment}" Fecha="${spec.paidOn}T12:00:00" SubTotal="0" Moneda="XXX" Total="0" TipoDeComprobante="P" Exportacion="01" LugarExpedicion="64000">
  <cfdi:Emisor Rfc="PSD000101AA0" Nombre="Proveedor de Servicios Demo S.A. de C.V." RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="${spec.receiverRfc}" Nombre="Empresa e2e" DomicilioFiscalReceptor="64000" RegimenFiscalReceptor="601" UsoCFDI="CP01"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="84111506" Cantidad="1" ClaveUnidad="ACT" Descripcion="Pago" ValorUnitario="0" Importe="0" ObjetoImp="01"/>
  </cfdi:Conceptos>
  <cfdi:Complemento>
    <pago20:Pagos Version="2.0">
      <pago20:Totales MontoTotalPagos="${spec.paid}"/>
      <pago20:Pago FechaPago="${spec.paidOn}T11:00:00" FormaDePagoP="03" MonedaP="MXN" TipoCambioP="1" Monto="${spec.paid}">
        <pago20:DoctoRelacionado IdDocumento="${spec.invoiceUuid}" MonedaDR="MXN" EquivalenciaDR="1" NumParcialidad="${spec.installment}" ImpSaldoAnt="${spec.previous}" ImpPagado="${spec.paid}" ImpSaldoInsoluto="${spec.remaining}" ObjetoImpDR="01"/>
      </pago20:Pago>
    </pago20:Pagos>
    <tfd:TimbreFiscalDigital Version="1.1" UUID="${uuid}" FechaTimbrado="${spec.paidOn}T12:05:00" RfcProvCertif="SAT970701NN3" SelloCFD="e2e" NoCertificadoSAT="00000000000000000000" SelloSAT="e2e"/>
  </cfdi:Complemento>
</cfdi:Comprobante>
`;
  return { xml, uuid };
}

/** Day `day` of the month `monthsBack` months before this one ('YYYY-MM-DD'): installments paid in
 * different months, whatever today is. */
export function dayOfMonthsAgo(monthsBack: number, day: number): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - monthsBack);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
