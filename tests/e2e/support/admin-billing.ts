// Fixtures of the admin-billing journey: a company with its own RFC (service key), and CFDI 4.0 XML made
// for it (or for another RFC), so the file runs in any order against the shared stack.
import { randomInt, randomUUID } from 'node:crypto';

import type { StackInfo } from './stack-info';
import { serviceRest } from './fixtures';

type Services = Pick<StackInfo, 'apiUrl' | 'serviceKey' | 'authUrl'>;

/** A well-formed company RFC (3 letters, 6 digits, 3 characters) that no seed company uses. */
export function randomRfc(): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const pick = (set: string) => set[randomInt(set.length)];
  const digits = String(randomInt(1_000_000)).padStart(6, '0');
  return `X${pick(letters)}${pick(letters)}${digits}${pick(letters)}${randomInt(10)}${pick(letters)}`;
}

export async function createCompanyWithRfc(stack: Services, name: string, rfc: string) {
  const [row] = await serviceRest<Array<{ id: string; name: string; rfc: string }>>(stack, 'companies', {
    method: 'POST',
    body: { name, rfc },
  });
  return row;
}

export interface CfdiSpec {
  serie: string;
  folio: string;
  /** YYYY-MM-DD */
  fecha: string;
  total: string;
  receiverRfc: string;
  receiverName: string;
  uuid?: string;
}

export function makeCfdi(spec: CfdiSpec): { xml: string; uuid: string } {
  const uuid = (spec.uuid ?? randomUUID()).toUpperCase();
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="4.0" Serie="${spec.serie}" Folio="${spec.folio}" Fecha="${spec.fecha}T10:00:00" SubTotal="${spec.total}" Moneda="MXN" Total="${spec.total}" TipoDeComprobante="I" Exportacion="01" LugarExpedicion="64000">
  <cfdi:Emisor Rfc="PSD000101AA0" Nombre="Proveedor de Servicios Demo S.A. de C.V." RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="${spec.receiverRfc}" Nombre="${spec.receiverName}" DomicilioFiscalReceptor="64000" RegimenFiscalReceptor="601" UsoCFDI="G03"/>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital Version="1.1" UUID="${uuid}" FechaTimbrado="${spec.fecha}T10:05:00" RfcProvCertif="SAT970701NN3" SelloCFD="e2e" NoCertificadoSAT="00000000000000000000" SelloSAT="e2e"/>
  </cfdi:Complemento>
</cfdi:Comprobante>
`;
  return { xml, uuid };
}

/** YYYY-MM-DD `days` before today (local calendar of the machine running the test). */
export function daysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

// A minimal valid one-page PDF (xref offsets are not checked by the server, only the type).
export const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
