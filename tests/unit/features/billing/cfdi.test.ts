// @vitest-environment jsdom
// (DOMParser: the CFDI reader parses XML with the browser's parser.)
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { cfdiErrors, readCfdi, readCfdiFile, sameRfc } from '@/features/billing/utils/cfdi';

const FACTURAS = join(process.cwd(), 'local/seed/files/facturas');
const demo = (company: string, number: string) =>
  readFileSync(join(FACTURAS, company, `${number}.xml`), 'utf8');

const cfdi = (opts: {
  ns?: string;
  version?: string;
  serie?: string;
  folio?: string;
  fecha?: string;
  total?: string;
  rfc?: string;
  stamp?: string;
}) => `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="${opts.ns ?? 'http://www.sat.gob.mx/cfd/4'}" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="${opts.version ?? '4.0'}"${opts.serie === undefined ? ' Serie="F"' : opts.serie ? ` Serie="${opts.serie}"` : ''}${opts.folio === undefined ? ' Folio="77"' : opts.folio ? ` Folio="${opts.folio}"` : ''}${opts.fecha ? ` Fecha="${opts.fecha}"` : ''} Total="${opts.total ?? '1160.50'}" Moneda="MXN">
  <cfdi:Emisor Rfc="PSD000101AA0" Nombre="Proveedor"/>
  <cfdi:Receptor Rfc="${opts.rfc ?? 'xyz010101ab1'}" Nombre="Cliente Ñandú S.A."/>
  <cfdi:Complemento>${opts.stamp ?? '<tfd:TimbreFiscalDigital Version="1.1" UUID="abcdef01-2345-4678-9abc-def012345678" FechaTimbrado="2026-03-02T10:00:00"/>'}</cfdi:Complemento>
</cfdi:Comprobante>`;

describe('readCfdi with the demo invoices', () => {
  it('reads every demo XML: number from serie and folio, uppercase UUID, total, currency, receiver', () => {
    for (const company of readdirSync(FACTURAS)) {
      // The payment complements beside them (rep-<folio>.xml) are not invoices.
      const invoices = readdirSync(join(FACTURAS, company)).filter(
        (f) => f.endsWith('.xml') && !f.startsWith('rep-'),
      );
      for (const file of invoices) {
        const data = readCfdi(demo(company, file.replace('.xml', '')));
        expect(data.invoiceNumber).toBe(file.replace('.xml', ''));
        expect(data.uuid).toMatch(/^[0-9A-F-]{36}$/);
        expect(data.currency).toBe('MXN');
      }
    }
  });

  it('reads A-1005 exactly', () => {
    expect(readCfdi(demo('empresa-a', 'A-1005'))).toEqual({
      invoiceNumber: 'A-1005',
      uuid: 'CF0000A0-1005-4000-8000-000000001005',
      issueDate: null,
      total: 4640,
      currency: 'MXN',
      receiverRfc: 'CAL010101AB1',
      receiverName: 'Constructora Alfa S.A. de C.V.',
    });
  });

  it('reads a File through readCfdiFile', async () => {
    const file = new File([demo('empresa-a', 'A-1001')], 'A-1001.xml', { type: 'text/xml' });
    expect((await readCfdiFile(file)).invoiceNumber).toBe('A-1001');
  });
});

describe('readCfdi with hand-made CFDI', () => {
  it('takes the issue date from Fecha, else from the stamp; the folio alone when there is no serie', () => {
    const withFecha = readCfdi(cfdi({ fecha: '2026-01-31T23:59:59', serie: '' }));
    expect(withFecha.issueDate).toBe('2026-01-31');
    expect(withFecha.invoiceNumber).toBe('77');
    expect(withFecha.uuid).toBe('ABCDEF01-2345-4678-9ABC-DEF012345678');
    expect(withFecha.receiverRfc).toBe('XYZ010101AB1');
    expect(withFecha.total).toBe(1160.5);
    expect(readCfdi(cfdi({})).issueDate).toBe('2026-03-02');
    expect(readCfdi(cfdi({ folio: '' })).invoiceNumber).toBe('F');
  });

  it.each([
    ['plain text', 'esto no es xml', cfdiErrors.notXml],
    [
      'broken XML',
      '<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4"><a></cfdi:Comprobante>',
      cfdiErrors.notXml,
    ],
    ['another XML', '<?xml version="1.0"?><factura><total>1</total></factura>', cfdiErrors.notCfdi],
    ['a Comprobante in no SAT namespace', '<Comprobante Version="4.0"/>', cfdiErrors.notCfdi],
    ['a CFDI 3.3', cfdi({ ns: 'http://www.sat.gob.mx/cfd/3', version: '3.3' }), cfdiErrors.version33],
    ['a 3.3 version in the 4 namespace', cfdi({ version: '3.3' }), cfdiErrors.version33],
    ['an unknown version', cfdi({ version: '5.0' }), cfdiErrors.version('5.0')],
    ['no stamp', cfdi({ stamp: '' }), cfdiErrors.noUuid],
    ['a stamp without UUID', cfdi({ stamp: '<tfd:TimbreFiscalDigital Version="1.1"/>' }), cfdiErrors.noUuid],
    ['a malformed UUID', cfdi({ stamp: '<tfd:TimbreFiscalDigital UUID="123"/>' }), cfdiErrors.badUuid],
    ['no serie nor folio', cfdi({ serie: '', folio: '' }), cfdiErrors.noNumber],
    ['a non-numeric total', cfdi({ total: 'mil' }), cfdiErrors.noTotal],
    ['a negative total', cfdi({ total: '-1' }), cfdiErrors.noTotal],
    ['no receiver RFC', cfdi({ rfc: '' }), cfdiErrors.noReceiver],
  ])('refuses %s with a Spanish message', (_name, xml, message) => {
    expect(() => readCfdi(xml)).toThrow(message);
  });

  it('a stamp in the wrong namespace does not count as stamped', () => {
    const fake = cfdi({ stamp: '<TimbreFiscalDigital UUID="ABCDEF01-2345-4678-9ABC-DEF012345678"/>' });
    expect(() => readCfdi(fake)).toThrow(cfdiErrors.noUuid);
  });
});

describe('sameRfc', () => {
  it('compares case- and space-insensitively and never matches a missing RFC', () => {
    expect(sameRfc(' cal010101ab1', 'CAL010101AB1')).toBe(true);
    expect(sameRfc('CAL010101AB1', 'CAL010101AB2')).toBe(false);
    expect(sameRfc(null, null)).toBe(false);
    expect(sameRfc('', '')).toBe(false);
  });
});
