import { describe, expect, it } from 'vitest';

import { csvCell, toCsv } from '@/features/feedback/utils/feedback-csv';
import { isFiltered, nextDay, parseFeedbackFilters } from '@/features/feedback/utils/feedback-filters';
import {
  NO_COMPANY_LABEL,
  feedbackStats,
  formatAverage,
  statsSentence,
} from '@/features/feedback/utils/feedback-stats';

describe('feedback CSV', () => {
  it('quotes every cell, doubles inner quotes and leaves blanks empty', () => {
    expect(csvCell('Muy bien')).toBe('"Muy bien"');
    expect(csvCell('dijo "excelente"')).toBe('"dijo ""excelente"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(4)).toBe('"4"');
    expect(csvCell(0)).toBe('"0"');
  });

  it('neutralises text a spreadsheet would run as a formula, but not numbers', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    }
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('5-4')).toBe('"5-4"');
    expect(csvCell(-3)).toBe('"-3"');
  });

  it('starts with a BOM and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['Empresa', 'Calificación'],
        [
          ['Alfa', 5],
          ['Beta', null],
        ],
      ),
    ).toBe('\uFEFF"Empresa","Calificación"\r\n"Alfa","5"\r\n"Beta",""\r\n');
    expect(toCsv(['A'], [])).toBe('\uFEFF"A"\r\n');
  });
});

describe('feedback filters in the URL', () => {
  const parse = (search: string) => parseFeedbackFilters(new URLSearchParams(search));

  it('reads a whole rating from 1 to 5, anything else is no filter', () => {
    expect(parse('calificacion=1').rating).toBe(1);
    expect(parse('calificacion=5').rating).toBe(5);
    for (const value of ['0', '6', '2.5', 'cuatro', ''])
      expect(parse(`calificacion=${value}`).rating).toBeNull();
    expect(parse('').rating).toBeNull();
  });

  it('reads calendar days only in the YYYY-MM-DD form', () => {
    expect(parse('desde=2026-01-01&hasta=2026-03-31')).toEqual({
      rating: null,
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(parse('desde=2026-1-1&hasta=x2026-03-31')).toMatchObject({ from: '', to: '' });
    expect(parse('desde=2026-01-011')).toMatchObject({ from: '' });
  });

  it('is filtered when any of the three is set', () => {
    expect(isFiltered({ rating: null, from: '', to: '' })).toBe(false);
    expect(isFiltered({ rating: 3, from: '', to: '' })).toBe(true);
    expect(isFiltered({ rating: null, from: '2026-01-01', to: '' })).toBe(true);
    expect(isFiltered({ rating: null, from: '', to: '2026-01-01' })).toBe(true);
  });

  it('gives the next calendar day across months, leap days and years', () => {
    expect(nextDay('2026-03-09')).toBe('2026-03-10');
    expect(nextDay('2026-01-31')).toBe('2026-02-01');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('feedback statistics per company', () => {
  const names: Record<string, string> = { a: 'Zeta Servicios', b: 'Álamo Construcciones', c: 'Beta' };
  const companyName = (id: string) => names[id];

  it('counts, averages (one decimal) and distributes the ratings of each company', () => {
    const stats = feedbackStats(
      [
        { company_id: 'a', rating: 4 },
        { company_id: 'a', rating: 5 },
        { company_id: 'a', rating: 5 },
        { company_id: 'b', rating: 1 },
        { company_id: 'b', rating: 2 },
      ],
      companyName,
    );
    expect(stats).toEqual([
      { companyId: 'b', name: 'Álamo Construcciones', count: 2, average: 1.5, distribution: [1, 1, 0, 0, 0] },
      { companyId: 'a', name: 'Zeta Servicios', count: 3, average: 4.7, distribution: [0, 0, 0, 1, 2] },
    ]);
  });

  it('orders companies by name in Spanish and names the rows without company', () => {
    const stats = feedbackStats(
      [
        { company_id: 'a', rating: 3 },
        { company_id: null, rating: 3 },
        { company_id: 'c', rating: 3 },
        { company_id: 'b', rating: 3 },
        { company_id: 'zz', rating: 3 },
      ],
      companyName,
    );
    expect(stats.map((s) => s.name)).toEqual([
      'Álamo Construcciones',
      'Beta',
      NO_COMPANY_LABEL,
      'Zeta Servicios',
      'zz',
    ]);
  });

  it('leaves ratings outside 1-5 out of the distribution', () => {
    const [stats] = feedbackStats(
      [0, 1, 5, 6].map((rating) => ({ company_id: 'c', rating })),
      companyName,
    );
    expect(stats.distribution).toEqual([1, 0, 0, 0, 1]);
    expect(stats.count).toBe(4);
    expect(stats.average).toBe(3);
    expect(feedbackStats([], companyName)).toEqual([]);
  });

  it('reads the statistics as one sentence for screen readers', () => {
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(4.66)).toBe('4.7');
    const [one] = feedbackStats([{ company_id: 'c', rating: 1 }], companyName);
    expect(statsSentence(one)).toBe(
      'Beta: promedio 1.0 de 5 con 1 calificación (5 estrellas: 0, 4 estrellas: 0, 3 estrellas: 0, 2 estrellas: 0, 1 estrella: 1).',
    );
    const [two] = feedbackStats(
      [
        { company_id: 'c', rating: 5 },
        { company_id: 'c', rating: 4 },
      ],
      companyName,
    );
    expect(statsSentence(two)).toBe(
      'Beta: promedio 4.5 de 5 con 2 calificaciones (5 estrellas: 1, 4 estrellas: 1, 3 estrellas: 0, 2 estrellas: 0, 1 estrella: 0).',
    );
  });
});
