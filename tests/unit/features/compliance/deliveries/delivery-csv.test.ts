import { describe, expect, it } from 'vitest';

import { buildDeliveryCsv, deliveryCsvFileName, toCsv } from '@/lib/deliveries/delivery-csv';
import { shortHash } from '@/lib/deliveries/delivery-log';

import { COMPANY_A, COMPANY_B } from '../../../kit/profiles';
import { entry, SHA } from './fixtures';

const names: Record<string, string> = { [COMPANY_A]: 'Constructora Ñandú, S.A.' };

describe('the delivery CSV', () => {
  it('starts with a BOM, uses CRLF, quotes separators and quotes, and defuses formulas', () => {
    const csv = buildDeliveryCsv(
      [
        entry({ item_name: 'Acuse "IVA", marzo', occurred_at: '2026-03-02T10:00:00Z' }),
        entry({
          event: 'downloaded',
          company_id: COMPANY_B,
          item_name: '=1+1',
          laboratory_request_id: 'lab-1',
          document_id: null,
          sha256: null,
          period_year: null,
          period_month: null,
          actor_email: null,
        }),
      ],
      (id) => names[id],
    );
    expect(csv.startsWith('\uFEFFFecha y hora,')).toBe(true);
    const [, first, second, end] = csv.slice(1).split('\r\n');
    expect(first).toContain(
      `,2026-03-02T10:00:00.000Z,Publicado,"Constructora Ñandú, S.A.",Documento REPSE,"Acuse ""IVA"", marzo",Febrero 2026,admin@portal.demo,${SHA}`,
    );
    expect(second).toMatch(/,Descargado,Empresa eliminada,Resultado de laboratorio,'=1\+1,,,$/);
    expect(end).toBe('');
  });

  it('writes the date with its time, and an empty company for an entry without one', () => {
    const csv = buildDeliveryCsv(
      [entry({ company_id: null, occurred_at: '2026-03-02T10:00:00Z' })],
      () => 'X',
    );
    const line = csv.slice(1).split('\r\n')[1];
    // The portal's moment to the second, 24 h ('02/03/2026 04:00:00' in Mexico City): no comma, no quotes.
    expect(line).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2},/);
    expect(line).toContain(',Publicado,,Documento REPSE,');
  });

  it('leaves blank cells empty and defuses only text, never numbers', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [[null, undefined, -3, '-3']])).toBe("\uFEFFa,b,c,d\r\n,,-3,'-3\r\n");
  });

  it('names the file after the range, or today', () => {
    expect(deliveryCsvFileName('', '', '2026-11-23')).toBe('entregas_2026-11-23.csv');
    expect(deliveryCsvFileName('2026-11-01', '2026-11-30', '2026-11-23')).toBe(
      'entregas_2026-11-01_2026-11-30.csv',
    );
    expect(deliveryCsvFileName('2026-11-01', '', '2026-11-23')).toBe('entregas_2026-11-01_2026-11-23.csv');
    expect(deliveryCsvFileName('', '2026-11-30', '2026-11-23')).toBe('entregas_inicio_2026-11-30.csv');
  });

  it('shortens a hash to its first 8 and last 4 characters', () => {
    expect(shortHash(SHA)).toBe('01234567…3210');
  });
});
