// The certificates' CSV writer, file-name slugs, DC-3 dates and hours, and the rules of the progress
// report at their edges (completion, states, per-course percent, codes).
import { describe, expect, it } from 'vitest';

import { slug, toCsv } from '@/features/certificates/utils/csv';
import { dmy, hoursText, periodText, today } from '@/features/certificates/utils/dates';
import { dc4FileName } from '@/features/certificates/utils/dc4-csv';
import { buildProgressCsv, type ProgressCsvRow } from '@/features/certificates/utils/progress-csv';
import { completedWithoutCertificate, progressState } from '@/features/certificates/utils/progress-state';
import { summarizeProgress } from '@/features/certificates/utils/progress-summary';
import { normalizeCode } from '@/features/certificates/utils/verification-code';

describe('toCsv', () => {
  it('writes a BOM, CRLF after every line (the last too) and empty cells for missing values', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, null],
          [undefined, true],
          ['x', false],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n1,\r\n,true\r\nx,false\r\n');
    expect(toCsv(['a'], [])).toBe('\uFEFFa\r\n');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(toCsv(['h'], [['a,b'], ['di "hola"'], ['1\n2'], ['1\r2'], ['plain']])).toBe(
      '\uFEFFh\r\n"a,b"\r\n"di ""hola"""\r\n"1\n2"\r\n"1\r2"\r\nplain\r\n',
    );
  });

  it('defuses text starting with = + - or @, but not numbers nor those signs later in the text', () => {
    expect(toCsv(['h'], [['+52 55'], ['@suma'], ['-1'], [-1], ['a=b'], ['=A1,B1']])).toBe(
      "\uFEFFh\r\n'+52 55\r\n'@suma\r\n'-1\r\n-1\r\na=b\r\n\"'=A1,B1\"\r\n",
    );
  });
});

describe('slug', () => {
  it('keeps lowercase letters and digits, one hyphen between words, none at the ends', () => {
    expect(slug('Constructora Ñandú, S.A.')).toBe('constructora-nandu-s-a');
    expect(slug('  --Alfa & Beta 2026--  ')).toBe('alfa-beta-2026');
    expect(slug('¿Qué?')).toBe('que');
    expect(slug('')).toBe('');
  });
});

describe('DC-3 dates and hours', () => {
  it('writes a calendar day as dd/mm/aaaa without time-zone shifts', () => {
    expect(dmy('2026-03-01')).toBe('01/03/2026');
    expect(dmy('2026-12-31')).toBe('31/12/2026');
  });

  it('writes an instant as its local day, and nothing for empty or unreadable values', () => {
    const instant = new Date(2026, 4, 2, 9, 30);
    expect(dmy(instant.toISOString())).toBe('02/05/2026');
    expect(dmy(new Date(2026, 10, 9, 23, 0).toISOString())).toBe('09/11/2026');
    expect(dmy('no es fecha')).toBe('');
    expect(dmy('')).toBe('');
    expect(dmy(null)).toBe('');
    expect(dmy(undefined)).toBe('');
  });

  it('writes the period as "De … a …"', () => {
    expect(periodText('2026-03-01', '2026-03-15')).toBe('De 01/03/2026 a 15/03/2026');
    expect(periodText(null, undefined)).toBe('De  a ');
  });

  it('gives the local calendar day, padded', () => {
    expect(today(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(today(new Date(2026, 10, 15, 0, 0))).toBe('2026-11-15');
    expect(today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('writes hours as a number, and nothing when there is none', () => {
    expect(hoursText(8)).toBe('8');
    expect(hoursText('2.50')).toBe('2.5');
    expect(hoursText('ocho')).toBe('');
    expect(hoursText(undefined)).toBe('');
    expect(hoursText(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('dc4FileName', () => {
  it('trims the RFC, and names the file by the company alone when the RFC is blank', () => {
    expect(dc4FileName({ rfc: '  abc010101ab1 ', companyName: 'Alfa', from: 'a', to: 'b' })).toBe(
      'dc4_ABC010101AB1_alfa_a_b.csv',
    );
    expect(dc4FileName({ rfc: '   ', companyName: 'Alfa', from: 'a', to: 'b' })).toBe('dc4_alfa_a_b.csv');
  });
});

describe('completedWithoutCertificate', () => {
  it('is a completed row with no valid certificate (revoked or never issued)', () => {
    expect(completedWithoutCertificate({ completed: true, certificate_id: null })).toBe(true);
    expect(completedWithoutCertificate({ completed: true, certificate_id: 'c' })).toBe(false);
    expect(completedWithoutCertificate({ completed: false, certificate_id: null })).toBe(false);
    expect(completedWithoutCertificate({ completed: null, certificate_id: null })).toBe(false);
  });
});

describe('progressState with missing counts', () => {
  it('reads missing lessons and attempts as none', () => {
    const row = { completed: null, due_date: null, lessons_completed: null, attempts_used: null };
    expect(progressState(row, '2026-05-10')).toBe('sin_iniciar');
    expect(progressState({ ...row, attempts_used: 2 }, '2026-05-10')).toBe('en_curso');
    expect(progressState({ ...row, due_date: '' }, '2026-05-10')).toBe('sin_iniciar');
  });
});

describe('buildProgressCsv without a quiz or data', () => {
  it('writes Sin evaluación, zeros and empty cells', () => {
    const row: ProgressCsvRow = {
      course_title: null,
      full_name: null,
      email: null,
      company_id: null,
      lessons_completed: null,
      lessons_total: null,
      has_quiz: false,
      best_score: 70,
      quiz_passed: true,
      due_date: '2026-05-01',
      completed: false,
      certificate_id: null,
      certificate_code: null,
      certificate_issued_at: null,
      attempts_used: null,
    };
    const quizRow = { ...row, has_quiz: true, best_score: null, quiz_passed: false, due_date: null };
    const csv = buildProgressCsv([row, quizRow], () => 'Sin empresa', '2026-05-10');
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      ',,,Sin empresa,0,0,Sin evaluación,,01/05/2026,Vencido,,',
      ',,,Sin empresa,0,0,,No,,Sin Iniciar,,',
    ]);
  });
});

describe('summarizeProgress edges', () => {
  it('skips rows without a course, rounds the percent and sorts by Spanish title', () => {
    expect(
      summarizeProgress([
        { course_id: null, course_title: 'Nada', completed: true },
        { course_id: 'n', course_title: 'Ñandú', completed: true },
        { course_id: 'n', course_title: 'Ñandú', completed: true },
        { course_id: 'n', course_title: 'Ñandú', completed: false },
        { course_id: 'o', course_title: 'Orden', completed: false },
        { course_id: 'z', course_title: null, completed: false },
        { course_id: 'e', course_title: 'Éxito', completed: false },
      ]),
    ).toEqual([
      { courseId: 'z', title: '', assigned: 1, completed: 0, percent: 0 },
      { courseId: 'e', title: 'Éxito', assigned: 1, completed: 0, percent: 0 },
      { courseId: 'n', title: 'Ñandú', assigned: 3, completed: 2, percent: 67 },
      { courseId: 'o', title: 'Orden', assigned: 1, completed: 0, percent: 0 },
    ]);
    expect(summarizeProgress([])).toEqual([]);
  });
});

describe('normalizeCode edges', () => {
  it('accepts hyphens and runs of spaces, and leaves anything else trimmed and upper-cased', () => {
    expect(normalizeCode('a1b2-c3d4 - e5f6')).toBe('A1B2-C3D4-E5F6');
    expect(normalizeCode(' a1b2 c3d4 e5f ')).toBe('A1B2 C3D4 E5F');
    expect(normalizeCode('a1b2c3d4e5f6a')).toBe('A1B2C3D4E5F6A');
    expect(normalizeCode('xa1b2c3d4e5f6')).toBe('XA1B2C3D4E5F6');
    expect(normalizeCode('g1b2c3d4e5f6')).toBe('G1B2C3D4E5F6');
  });
});
