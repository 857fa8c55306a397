// Reads the fields an invoice row needs from a CFDI 4.0 XML, in the browser (DOMParser, namespace aware).
// Only what the admin form fills is read; the seal is not verified (that is the SAT's job, not the portal's).
export const CFDI_NS = 'http://www.sat.gob.mx/cfd/4';
export const CFDI33_NS = 'http://www.sat.gob.mx/cfd/3';
export const TFD_NS = 'http://www.sat.gob.mx/TimbreFiscalDigital';

export const cfdiErrors = {
  notXml: 'El archivo no es un XML válido.',
  notCfdi: 'El XML no es un CFDI (falta el nodo cfdi:Comprobante).',
  version33: 'El XML es un CFDI 3.3; solo se aceptan CFDI versión 4.0.',
  version: (v: string) => `El CFDI es versión ${v || 'desconocida'}; solo se aceptan CFDI versión 4.0.`,
  noUuid: 'El CFDI no está timbrado: falta el folio fiscal (UUID) del Timbre Fiscal Digital.',
  badUuid: 'El folio fiscal (UUID) del CFDI no tiene un formato válido.',
  noNumber: 'El CFDI no tiene Serie ni Folio para numerar la factura.',
  noTotal: 'El CFDI no tiene un Total válido.',
  noReceiver: 'El CFDI no indica el RFC del receptor.',
} as const;

export class CfdiError extends Error {
  override name = 'CfdiError';
}

export interface CfdiData {
  /** 'A-1001' (serie and folio) or the folio alone. */
  invoiceNumber: string;
  /** Folio fiscal, uppercase. */
  uuid: string;
  /** YYYY-MM-DD from Fecha (or the stamp's FechaTimbrado); null when the XML has neither. */
  issueDate: string | null;
  total: number;
  currency: string;
  receiverRfc: string;
  receiverName: string | null;
}

const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;

const attr = (el: Element | null | undefined, name: string): string => el?.getAttribute(name)?.trim() ?? '';

function first(root: Element, ns: string, local: string): Element | null {
  return root.getElementsByTagNameNS(ns, local)[0] ?? null;
}

/** Parses the text of an XML file; throws CfdiError with a Spanish message when it cannot be used. */
export function readCfdi(text: string): CfdiData {
  let doc: Document;
  try {
    doc = new DOMParser().parseFromString(text.replace(/^\uFEFF/, ''), 'application/xml');
  } catch {
    throw new CfdiError(cfdiErrors.notXml);
  }
  // A parse error is reported as a <parsererror> document instead of an exception.
  if (!doc.documentElement || doc.getElementsByTagName('parsererror').length > 0)
    throw new CfdiError(cfdiErrors.notXml);
  const root = doc.documentElement;
  if (root.localName !== 'Comprobante') throw new CfdiError(cfdiErrors.notCfdi);
  if (root.namespaceURI === CFDI33_NS) throw new CfdiError(cfdiErrors.version33);
  if (root.namespaceURI !== CFDI_NS) throw new CfdiError(cfdiErrors.notCfdi);
  const version = attr(root, 'Version');
  if (version === '3.3') throw new CfdiError(cfdiErrors.version33);
  if (version !== '4.0') throw new CfdiError(cfdiErrors.version(version));

  const stamp = first(root, TFD_NS, 'TimbreFiscalDigital');
  const uuid = attr(stamp, 'UUID').toUpperCase();
  if (!uuid) throw new CfdiError(cfdiErrors.noUuid);
  if (!UUID.test(uuid)) throw new CfdiError(cfdiErrors.badUuid);

  const serie = attr(root, 'Serie');
  const folio = attr(root, 'Folio');
  if (!folio && !serie) throw new CfdiError(cfdiErrors.noNumber);
  const invoiceNumber = serie && folio ? `${serie}-${folio}` : folio || serie;

  const totalText = attr(root, 'Total');
  const total = Number(totalText);
  if (totalText === '' || !Number.isFinite(total) || total < 0) throw new CfdiError(cfdiErrors.noTotal);

  const receiver = first(root, CFDI_NS, 'Receptor');
  const receiverRfc = attr(receiver, 'Rfc').toUpperCase();
  if (!receiverRfc) throw new CfdiError(cfdiErrors.noReceiver);

  return {
    invoiceNumber,
    uuid,
    issueDate: dateOnly(attr(root, 'Fecha')) ?? dateOnly(attr(stamp, 'FechaTimbrado')),
    total,
    currency: attr(root, 'Moneda').toUpperCase() || 'MXN',
    receiverRfc,
    receiverName: attr(receiver, 'Nombre') || null,
  };
}

/** CFDI dates are local 'YYYY-MM-DDThh:mm:ss' without a zone: the calendar day is the first ten characters. */
function dateOnly(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(T|$)/.exec(value);
  return match ? match[1] : null;
}

/** Reads a picked file (File.text() keeps the UTF-8 of the XML declaration). */
export async function readCfdiFile(file: Blob): Promise<CfdiData> {
  return readCfdi(await file.text());
}

/** Receiver RFC against the company's: both uppercase and trimmed. */
export const sameRfc = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim().toUpperCase() === b.trim().toUpperCase();
