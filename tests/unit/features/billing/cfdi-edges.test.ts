// @vitest-environment jsdom
// (DOMParser.) The CFDI reader at its edges: a byte order mark, defaults for missing attributes, how the
// number, date, total and UUID are read, and the message for a missing version.
import { describe, expect, it } from 'vitest';

import { cfdiErrors, readCfdi, sameRfc } from '@/features/billing/utils/cfdi';

const UUID = 'abcdef01-2345-4678-9abc-def012345678';
const xml = (root: string, inner = '') => `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" ${root}>
  ${inner || '<cfdi:Receptor Rfc="xyz010101ab1"/>'}
  <cfdi:Complemento><tfd:TimbreFiscalDigital UUID=" ${UUID} " FechaTimbrado="2026-03-02T10:00:00"/></cfdi:Complemento>
</cfdi:Comprobante>`;
const base = 'Version="4.0" Serie="A" Folio="1" Total="100"';

describe('readCfdi edges', () => {
  it('reads a file that starts with a byte order mark', () => {
    expect(readCfdi(`\uFEFF${xml(base)}`).invoiceNumber).toBe('A-1');
  });

  it('defaults the currency to MXN, upper-cases it, and has no receiver name when absent', () => {
    const data = readCfdi(xml(base));
    expect(data).toEqual({
      invoiceNumber: 'A-1',
      uuid: UUID.toUpperCase(),
      issueDate: '2026-03-02',
      total: 100,
      currency: 'MXN',
      receiverRfc: 'XYZ010101AB1',
      receiverName: null,
    });
    expect(readCfdi(xml(`${base} Moneda=" usd "`)).currency).toBe('USD');
    expect(readCfdi(xml(base, '<cfdi:Receptor Rfc="X" Nombre="  "/>')).receiverName).toBeNull();
    expect(readCfdi(xml(base, '<cfdi:Receptor Rfc="X" Nombre=" Ñandú "/>')).receiverName).toBe('Ñandú');
  });

  it('numbers by the trimmed serie alone when there is no folio', () => {
    expect(readCfdi(xml('Version="4.0" Serie=" B " Total="1"')).invoiceNumber).toBe('B');
    expect(readCfdi(xml('Version="4.0" Folio=" 9 " Serie="  " Total="1"')).invoiceNumber).toBe('9');
  });

  it('takes only a calendar day (alone or before a T) as the issue date', () => {
    expect(readCfdi(xml(`${base} Fecha="2026-01-15"`)).issueDate).toBe('2026-01-15');
    expect(readCfdi(xml(`${base} Fecha="2026-01-15T08:00:00"`)).issueDate).toBe('2026-01-15');
    // A malformed Fecha falls back to the stamp's date.
    expect(readCfdi(xml(`${base} Fecha="2026-01-15 08:00"`)).issueDate).toBe('2026-03-02');
    expect(readCfdi(xml(`${base} Fecha="x2026-01-15"`)).issueDate).toBe('2026-03-02');
    expect(readCfdi(xml(`${base} Fecha="15/01/2026"`)).issueDate).toBe('2026-03-02');
  });

  it('has no issue date when neither Fecha nor the stamp has one', () => {
    const noDates = xml(base).replace(' FechaTimbrado="2026-03-02T10:00:00"', '');
    expect(readCfdi(noDates).issueDate).toBeNull();
  });

  it('accepts a zero total and refuses a missing or infinite one', () => {
    expect(readCfdi(xml('Version="4.0" Folio="1" Total="0"')).total).toBe(0);
    expect(readCfdi(xml('Version="4.0" Folio="1" Total=" 12.5 "')).total).toBe(12.5);
    expect(() => readCfdi(xml('Version="4.0" Folio="1"'))).toThrow(cfdiErrors.noTotal);
    expect(() => readCfdi(xml('Version="4.0" Folio="1" Total="  "'))).toThrow(cfdiErrors.noTotal);
    expect(() => readCfdi(xml('Version="4.0" Folio="1" Total="Infinity"'))).toThrow(cfdiErrors.noTotal);
  });

  it('names a missing version as desconocida', () => {
    expect(() => readCfdi(xml('Serie="A" Folio="1" Total="1"'))).toThrow(
      'El CFDI es versión desconocida; solo se aceptan CFDI versión 4.0.',
    );
    expect(cfdiErrors.version('4.1')).toBe('El CFDI es versión 4.1; solo se aceptan CFDI versión 4.0.');
  });

  it('refuses a UUID with anything before or after the 36 characters', () => {
    const withUuid = (uuid: string) => xml(base).replace(` ${UUID} `, uuid);
    expect(() => readCfdi(withUuid(`x${UUID}`))).toThrow(cfdiErrors.badUuid);
    expect(() => readCfdi(withUuid(`${UUID}0`))).toThrow(cfdiErrors.badUuid);
    expect(() => readCfdi(withUuid(UUID.replace(/-/g, '')))).toThrow(cfdiErrors.badUuid);
  });

  it('reads the receiver only in the CFDI 4.0 namespace', () => {
    expect(() => readCfdi(xml(base, '<Receptor Rfc="XYZ010101AB1"/>'))).toThrow(cfdiErrors.noReceiver);
  });

  it('refuses an empty document', () => {
    expect(() => readCfdi('')).toThrow(cfdiErrors.notXml);
  });
});

describe('sameRfc edges', () => {
  it('never matches when only one side is missing', () => {
    expect(sameRfc('CAL010101AB1', null)).toBe(false);
    expect(sameRfc(undefined, 'CAL010101AB1')).toBe(false);
    expect(sameRfc('cal010101ab1 ', ' CAL010101AB1')).toBe(true);
  });
});

describe('readCfdi refusals', () => {
  it('refuses a root in the CFDI 4.0 namespace that is not a Comprobante, as a named CfdiError', () => {
    const factura = xml(base).replaceAll('cfdi:Comprobante', 'cfdi:Factura');
    expect(() => readCfdi(factura)).toThrow(cfdiErrors.notCfdi);
    try {
      readCfdi(factura);
    } catch (error) {
      expect((error as Error).name).toBe('CfdiError');
    }
    expect.assertions(2);
  });
});
