// The pure pieces: DC-4 and progress CSV, the progress state rule, the per-course summary, codes.
import { describe, expect, it } from 'vitest';

import { toCsv } from '@/features/certificates/utils/csv';
import { buildDc4Csv, DC4_HEADER, dc4FileName } from '@/features/certificates/utils/dc4-csv';
import {
  buildDc4Layout,
  DC4_LAYOUT_HEADER,
  dc4LayoutFileName,
} from '@/features/certificates/utils/dc4-layout';
import { buildProgressCsv } from '@/features/certificates/utils/progress-csv';
import { progressState } from '@/features/certificates/utils/progress-state';
import { summarizeProgress } from '@/features/certificates/utils/progress-summary';
import { normalizeCode } from '@/features/certificates/utils/verification-code';

import { certificateRow } from './fixtures';

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('buildDc4Layout', () => {
  const plan = { from: '2026-01-01', to: '2026-12-31' };

  it('writes the DC-4 fields in the form’s order, one complete row per constancia, without a BOM', () => {
    const text = buildDc4Layout(
      [
        certificateRow(),
        certificateRow({
          code: 'FFFF-0000-1111',
          company_rfc: 'can010101ab1',
          worker_given_names: 'Lucía',
          worker_last_name_paternal: 'Ramos',
          worker_last_name_maternal: null,
          curp: 'RAML900101MNLMCC01',
          occupation: 'Técnico de mantenimiento',
          course_hours: 8,
          training_agent: 'Constructora Año Nuevo, S.A. de C.V.',
          training_agent_type: 'internal',
          training_agent_registration: null,
        }),
      ],
      plan,
    );
    expect(text.startsWith('RFC_EMPRESA,')).toBe(true);
    const rows = text
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
    expect(rows[0]).toEqual([
      'RFC_EMPRESA',
      'RAZON_SOCIAL',
      'PLAN_INICIO',
      'PLAN_TERMINO',
      'CURP',
      'APELLIDO_PATERNO',
      'APELLIDO_MATERNO',
      'NOMBRES',
      'OCUPACION_ESPECIFICA',
      'OCUPACION_DENOMINACION',
      'PUESTO',
      'NOMBRE_CURSO',
      'DURACION_HORAS',
      'CURSO_INICIO',
      'CURSO_TERMINO',
      'AREA_TEMATICA',
      'TIPO_AGENTE',
      'AGENTE_CAPACITADOR',
      'REGISTRO_STPS_AGENTE',
      'INSTRUCTOR',
      'FOLIO_CONSTANCIA',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      'CAN010101AB1',
      '"Constructora Año Nuevo, S.A. de C.V."',
      '2026-01-01',
      '2026-12-31',
      'PENJ800101HDFRXN09',
      'Pérez',
      'Núñez',
      'José Ángel',
      '03.4',
      'Instalación y mantenimiento',
      'Supervisor de línea',
      'Trabajos en altura (NOM-009-STPS-2011)',
      '2.5',
      '2026-03-01',
      '2026-03-15',
      '6000',
      'EXTERNO',
      'Servicios Especializados del Norte',
      'SEN050505AB3-0042',
      'Ing. Laura Castillo Reyes',
      'A1B2-C3D4-E5F6',
    ]);
    expect(rows[2].slice(0, 8)).toEqual([
      'CAN010101AB1',
      '"Constructora Año Nuevo, S.A. de C.V."',
      '2026-01-01',
      '2026-12-31',
      'RAML900101MNLMCC01',
      'Ramos',
      '',
      'Lucía',
    ]);
    // A constancia issued before the catalogue: no key, the free text it was issued with as the name.
    expect(rows[2].slice(8, 10)).toEqual(['', 'Técnico de mantenimiento']);
    expect(rows[2].slice(12, 19)).toEqual([
      '8',
      '2026-03-01',
      '2026-03-15',
      '6000',
      'INTERNO',
      '"Constructora Año Nuevo, S.A. de C.V."',
      '',
    ]);
  });

  it('writes the header alone for a plan without constancias', () => {
    expect(buildDc4Layout([], plan)).toBe(`${DC4_LAYOUT_HEADER.join(',')}\r\n`);
  });

  it('names the file after the RFC, or the company when it has none, and the plan', () => {
    expect(dc4LayoutFileName({ rfc: ' can010101ab1', companySlug: 'alfa', ...plan })).toBe(
      'dc4-layout_CAN010101AB1_2026-01-01_2026-12-31.csv',
    );
    expect(dc4LayoutFileName({ rfc: null, companySlug: 'alfa', ...plan })).toBe(
      'dc4-layout_alfa_2026-01-01_2026-12-31.csv',
    );
  });
});

describe('buildDc4Csv', () => {
  it('starts with a BOM and writes one row per constancia in the DC-4 columns', () => {
    const csv = buildDc4Csv([
      certificateRow(),
      certificateRow({
        code: 'FFFF-0000-1111',
        worker_name: 'Lupita Gómez, "Jr"',
        worker_given_names: 'Lupita',
        worker_last_name_paternal: 'Gómez, "Jr"',
        worker_last_name_maternal: null,
        curp: null,
        course_hours: 8,
      }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, first, second] = lines(csv);
    expect(header).toBe(DC4_HEADER.join(','));
    expect(DC4_HEADER.slice(0, 4)).toEqual(['Apellido paterno', 'Apellido materno', 'Nombre(s)', 'CURP']);
    expect(first).toBe(
      'Pérez,Núñez,José Ángel,PENJ800101HDFRXN09,03.4 Instalación y mantenimiento,Supervisor de línea,Trabajos en altura (NOM-009-STPS-2011),2.5,01/03/2026,15/03/2026,6000 Seguridad,Servicios Especializados del Norte,Externo,SEN050505AB3-0042,Ing. Laura Castillo Reyes,A1B2-C3D4-E5F6,15/03/2026',
    );
    expect(second.startsWith('"Gómez, ""Jr""",,Lupita,,')).toBe(true);
    expect(second).toContain(',8,');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(lines(toCsv(['a'], [['=1+1'], ['-x'], [5]]))).toEqual(['a', "'=1+1", "'-x", '5']);
  });

  it('names the file after the RFC and the company', () => {
    expect(
      dc4FileName({
        rfc: 'can010101ab1',
        companyName: 'Constructora Año Nuevo, S.A.',
        from: '2026-01-01',
        to: '2026-03-31',
      }),
    ).toBe('dc4_CAN010101AB1_constructora-ano-nuevo-s-a_2026-01-01_2026-03-31.csv');
    expect(dc4FileName({ rfc: null, companyName: 'Beta', from: '2026-01-01', to: '2026-01-31' })).toBe(
      'dc4_beta_2026-01-01_2026-01-31.csv',
    );
  });
});

const progressRow = (overrides: Partial<Parameters<typeof progressState>[0]> = {}) => ({
  completed: false,
  due_date: null,
  lessons_completed: 0,
  attempts_used: 0,
  ...overrides,
});

describe('progressState', () => {
  const today = '2026-05-10';
  it("completed (the view's one rule) wins, then overdue, then in progress, else not started", () => {
    expect(progressState(progressRow({ completed: true, due_date: '2026-01-01' }), today)).toBe('completado');
    // Every lesson and the quiz passed, with its certificate revoked: completed, like the summary says.
    expect(
      progressState(progressRow({ completed: true, lessons_completed: 1, attempts_used: 1 }), today),
    ).toBe('completado');
    expect(progressState(progressRow({ due_date: '2026-05-09', lessons_completed: 2 }), today)).toBe(
      'vencido',
    );
    expect(progressState(progressRow({ due_date: '2026-05-10', lessons_completed: 1 }), today)).toBe(
      'en_curso',
    );
    expect(progressState(progressRow({ attempts_used: 1 }), today)).toBe('en_curso');
    expect(progressState(progressRow({ due_date: '2026-06-01' }), today)).toBe('sin_iniciar');
  });
});

describe('buildProgressCsv', () => {
  it('writes the report row with the company name, quiz result and state', () => {
    const csv = buildProgressCsv(
      [
        {
          course_title: 'Altura',
          full_name: 'Ana',
          email: 'ana@x.mx',
          company_id: 'co-1',
          lessons_completed: 3,
          lessons_total: 3,
          has_quiz: true,
          best_score: 90,
          quiz_passed: true,
          due_date: '2026-06-01',
          completed: true,
          certificate_id: 'c1',
          certificate_code: 'A1B2-C3D4-E5F6',
          certificate_issued_at: '2026-05-02T12:00:00',
          attempts_used: 1,
        },
      ],
      (id) => (id === 'co-1' ? 'Alfa' : 'Sin empresa'),
      '2026-05-10',
    );
    expect(lines(csv)[1]).toBe(
      'Altura,Ana,ana@x.mx,Alfa,3,3,90,Sí,01/06/2026,Completado,A1B2-C3D4-E5F6,02/05/2026',
    );
  });
});

describe('summarizeProgress', () => {
  it('counts assigned and completed per course', () => {
    expect(
      summarizeProgress([
        { course_id: 'b', course_title: 'Beta', completed: false },
        { course_id: 'a', course_title: 'Alfa', completed: true },
        { course_id: 'b', course_title: 'Beta', completed: true },
        { course_id: 'b', course_title: 'Beta', completed: null },
      ]),
    ).toEqual([
      { courseId: 'a', title: 'Alfa', assigned: 1, completed: 1, percent: 100 },
      { courseId: 'b', title: 'Beta', assigned: 3, completed: 1, percent: 33 },
    ]);
  });
});

describe('normalizeCode', () => {
  it('accepts lowercase, spaces and missing hyphens', () => {
    expect(normalizeCode(' a1b2 c3d4 e5f6 ')).toBe('A1B2-C3D4-E5F6');
    expect(normalizeCode('a1b2c3d4e5f6')).toBe('A1B2-C3D4-E5F6');
    expect(normalizeCode('nada')).toBe('NADA');
  });
});

describe('buildDc4Csv empty columns', () => {
  it('leaves the occupation and job title empty when the constancia has none', () => {
    const [, row] = lines(buildDc4Csv([certificateRow({ occupation: null, job_title: null })]));
    expect(row.split(',').slice(3, 7)).toEqual([
      'PENJ800101HDFRXN09',
      '',
      '',
      'Trabajos en altura (NOM-009-STPS-2011)',
    ]);
  });
});
