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

export const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;

export const attr = (el: Element | null | undefined, name: string): string =>
  el?.getAttribute(name)?.trim() ?? '';

export function first(root: Element, ns: string, local: string): Element | null {
  return root.getElementsByTagNameNS(ns, local)[0] ?? null;
}

/** The root element of an XML text; throws CfdiError when the text is not well-formed XML. */
export function readXmlRoot(text: string): Element {
  let doc: Document;
  try {
    doc = new DOMParser().parseFromString(text.replace(/^\uFEFF/, ''), 'application/xml');
  } catch {
    throw new CfdiError(cfdiErrors.notXml);
  }
  // A parse error is reported as a <parsererror> document instead of an exception.
  if (!doc.documentElement || doc.getElementsByTagName('parsererror').length > 0)
    throw new CfdiError(cfdiErrors.notXml);
  return doc.documentElement;
}

/** Throws CfdiError unless the element is the cfdi:Comprobante of a CFDI 4.0. */
export function assertCfdi40(root: Element): void {
  if (root.localName !== 'Comprobante') throw new CfdiError(cfdiErrors.notCfdi);
  if (root.namespaceURI === CFDI33_NS) throw new CfdiError(cfdiErrors.version33);
  if (root.namespaceURI !== CFDI_NS) throw new CfdiError(cfdiErrors.notCfdi);
  const version = attr(root, 'Version');
  if (version === '3.3') throw new CfdiError(cfdiErrors.version33);
  if (version !== '4.0') throw new CfdiError(cfdiErrors.version(version));
}

/** The cfdi:Comprobante of a CFDI 4.0; throws CfdiError when the text is not XML or not such a CFDI. */
export function readCfdiRoot(text: string): Element {
  const root = readXmlRoot(text);
  assertCfdi40(root);
  return root;
}

/** The folio fiscal of the stamp, uppercase; throws CfdiError when it is missing or malformed. */
export function readStampUuid(root: Element): string {
  const uuid = attr(first(root, TFD_NS, 'TimbreFiscalDigital'), 'UUID').toUpperCase();
  if (!uuid) throw new CfdiError(cfdiErrors.noUuid);
  if (!UUID.test(uuid)) throw new CfdiError(cfdiErrors.badUuid);
  return uuid;
}

/** Parses the text of an XML file; throws CfdiError with a Spanish message when it cannot be used. */
export function readCfdi(text: string): CfdiData {
  const root = readCfdiRoot(text);
  const uuid = readStampUuid(root);
  const stamp = first(root, TFD_NS, 'TimbreFiscalDigital');

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
export function dateOnly(value: string): string | null {
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
