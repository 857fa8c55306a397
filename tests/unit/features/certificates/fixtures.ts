import type { Tables } from '@/types/database';

import { COMPANY_A } from '../../kit/profiles';

/** A complete certificate row as the database stores it (the fake backend returns what it is given). */
export function certificateRow(overrides: Partial<Tables<'certificates'>> = {}): Tables<'certificates'> {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    code: 'A1B2-C3D4-E5F6',
    profile_id: 'p-collab',
    course_id: 'course-1',
    company_id: COMPANY_A,
    // As the database stores it: worker_name is the display form, the DC-3 prints the parts.
    worker_name: 'José Ángel Pérez Núñez',
    worker_given_names: 'José Ángel',
    worker_last_name_paternal: 'Pérez',
    worker_last_name_maternal: 'Núñez',
    curp: 'PENJ800101HDFRXN09',
    // As issued: the key of the Catálogo Nacional de Ocupaciones and its name.
    occupation: '03.4 Instalación y mantenimiento',
    job_title: 'Supervisor de línea',
    company_name: 'Constructora Año Nuevo, S.A. de C.V.',
    company_rfc: 'CAN010101AB1',
    course_title: 'Trabajos en altura (NOM-009-STPS-2011)',
    course_hours: 2.5,
    thematic_area: '6000',
    training_agent: 'Servicios Especializados del Norte',
    training_agent_type: 'external',
    training_agent_registration: 'SEN050505AB3-0042',
    instructor_name: 'Ing. Laura Castillo Reyes',
    employer_representative: 'Roberto Alfaro Medina',
    workers_representative: 'Juana Torres Salinas',
    period_start: '2026-03-01',
    period_end: '2026-03-15',
    score: 90,
    issued_at: '2026-03-15T18:00:00Z',
    revoked_at: null,
    revoked_reason: null,
    revoked_by: null,
    ...overrides,
  };
}

/** Each labelled box of the DC-3 and the value certificateRow() puts in it, in the order of the format. */
export const DC3_BOXES: readonly [label: string, value: string][] = [
  ['Nombre (anotar apellido paterno, apellido materno y nombre(s))', 'Pérez Núñez José Ángel'],
  ['Clave Única de Registro de Población (CURP)', 'PENJ800101HDFRXN09'],
  ['Ocupación específica (Catálogo Nacional de Ocupaciones)', '03.4 Instalación y mantenimiento'],
  ['Puesto', 'Supervisor de línea'],
  ['Nombre o razón social', 'Constructora Año Nuevo, S.A. de C.V.'],
  ['Registro Federal de Contribuyentes con homoclave (SHCP)', 'CAN010101AB1'],
  ['Nombre del curso', 'Trabajos en altura (NOM-009-STPS-2011)'],
  ['Duración en horas', '2.5'],
  ['Área temática del curso', '6000 Seguridad'],
  ['Nombre del agente capacitador o STPS', 'Servicios Especializados del Norte'],
  ['Registro STPS del agente capacitador', 'SEN050505AB3-0042'],
];

/** The period of certificateRow() as the DC-3 boxes it, read back in order: each date as Año, Mes, Día. */
export const DC3_PERIOD_TEXT = 'Periodo de ejecución De Año 2026 Mes 03 Día 01 a Año 2026 Mes 03 Día 15';
